// Writes the demo hotels' room pictures (server/demo/room-illustrations.ts) to server/demo/room-images/.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { DEMO_ILLUSTRATIONS, illustrationSvg } from '../server/demo/room-illustrations.ts';

const dir = new URL('../server/demo/room-images/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir)) if (name.endsWith('.svg')) rmSync(new URL(name, dir));
for (const picture of DEMO_ILLUSTRATIONS) writeFileSync(new URL(picture.file, dir), illustrationSvg(picture));
console.log(`${DEMO_ILLUSTRATIONS.length} pictures written to server/demo/room-images/`);
