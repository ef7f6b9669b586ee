import type { Locale } from '../../shared/constants.ts';
import type { ReceiptContent } from '../../server/receipts/receipt-pdf.ts';

/** A Kyoto stay paid by card, its texts in the receipt's locale as the use-case gives them. */
export function receiptContent(locale: Locale, more: Partial<ReceiptContent> = {}): ReceiptContent {
  return {
    locale,
    number: 'YD7K2P9Q-2',
    reissues: 1,
    issuedOn: '2027-02-03',
    recipient: 'Hanako Yamada',
    companyNumber: null,
    currency: 'JPY',
    amount: 45_600,
    reservationNumber: 'YD7K2P9Q',
    hotel: { name: '宿 京都デモ', address: '京都府京都市東山区デモ町1', phone: '+81-75-000-0000' },
    invoice: { issuerName: '株式会社ヤドデモホテルズ', registrationNumber: 'T9130001012345' },
    checkin: '2027-02-01',
    checkout: '2027-02-03',
    nights: 2,
    rooms: [{ label: 'スタンダードツイン / 素泊まり', price: 48_000 }],
    extras: 0,
    discount: 0,
    promotion: 2_400,
    total: 45_600,
    taxes: [{ rateBp: 1000, total: 45_600, tax: 4_145 }],
    paidByCard: 45_600,
    refunded: 0,
    dueAtHotel: 0,
    cancellationFees: 0,
    ...more,
  };
}
