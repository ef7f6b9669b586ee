import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerCatalogs } from '../i18n.ts';
import { memberMail } from './member-templates.ts';

describe('member e-mails of the account', () => {
  beforeAll(() => loadServerCatalogs());
  const to = { first_name: 'Hana', last_name: 'Sato' };

  it('tells the old address where the account is moving, with no "ignore this" (ignoring it lets the change happen)', () => {
    const mail = memberMail('member_email_change_requested', to, 'Yado Kyoto', 'https://hotel.example/forgot', 'en', { email: 'new@example.com' });
    expect(mail.text).toContain('to new@example.com');
    expect(mail.text).toContain('https://hotel.example/forgot');
    expect(mail.text).not.toContain('you can ignore this e-mail');
    expect(mail.html).toContain('new@example.com');
  });

  it('confirms a deletion in the member’s language, without a link', () => {
    const mail = memberMail('member_deleted', to, 'Yado Kyoto', null, 'ja');
    expect(mail.subject).toBe('Yado Kyotoのアカウントを削除しました');
    expect(mail.text).toContain('プロモーションメール');
    expect(mail.html).not.toContain('<a ');
  });

  it('writes the new address’s link in Arabic from right to left', () => {
    const mail = memberMail('member_email_change', to, 'Yado Kyoto', 'https://hotel.example/confirm', 'ar');
    expect(mail.subject).toContain('Yado Kyoto');
    expect(mail.text).toMatch(/[\u0600-\u06FF]/);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('href="https://hotel.example/confirm"');
  });
});
