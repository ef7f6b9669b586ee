/** Runs one statement on the admin database of `adminUrl` (CREATE or DROP DATABASE). */
export declare function adminQuery(adminUrl: string, statement: string): Promise<void>;
/** The URL of another database on the server of `adminUrl`. */
export declare function databaseUrl(adminUrl: string, name: string): string;
/** A database name no other suite or run uses. */
export declare function uniqueName(prefix: string): string;
