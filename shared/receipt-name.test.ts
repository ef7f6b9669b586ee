import { describe, expect, it } from 'vitest';
import { checkReceiptName, RECEIPT_NAME_MAX } from './receipt-name.ts';

describe('checkReceiptName', () => {
  it('takes any name, or none, outside zh_Hant, and ignores a company number there', () => {
    expect(checkReceiptName('en', {})).toEqual({});
    expect(checkReceiptName('ja', { receipt_title: '株式会社ヤド' })).toEqual({});
    expect(checkReceiptName('ar', { receipt_title: 'شركة الفندق', receipt_unicode: 'abc' })).toEqual({});
  });

  it('refuses a name longer than the receipt prints, or one with a line break', () => {
    expect(checkReceiptName('en', { receipt_title: 'x'.repeat(RECEIPT_NAME_MAX) })).toEqual({});
    expect(checkReceiptName('en', { receipt_title: 'x'.repeat(RECEIPT_NAME_MAX + 1) })).toEqual({ receipt_title: 'receipt_name_too_long' });
    expect(checkReceiptName('en', { receipt_title: 'Yado\nLtd' })).toEqual({ receipt_title: 'receipt_name_invalid' });
  });

  it('in zh_Hant requires a Traditional Chinese name and an 8-digit company number', () => {
    expect(checkReceiptName('zh_Hant', { receipt_title: '台灣旅館股份有限公司', receipt_unicode: '12345678' })).toEqual({});
    expect(checkReceiptName('zh_Hant', { receipt_title: '雅渡國際（台北）有限公司', receipt_unicode: ' 04595257 ' })).toEqual({});
    expect(checkReceiptName('zh_Hant', {})).toEqual({
      receipt_title: 'receipt_name_required',
      receipt_unicode: 'receipt_company_number_required',
    });
  });

  it('in zh_Hant refuses a Simplified or Latin name and a company number of other than 8 digits', () => {
    expect(checkReceiptName('zh_Hant', { receipt_title: '台湾旅馆有限公司', receipt_unicode: '1234567' })).toEqual({
      receipt_title: 'receipt_name_traditional_chinese',
      receipt_unicode: 'receipt_company_number_invalid',
    });
    expect(checkReceiptName('zh_Hant', { receipt_title: 'Yado Ltd', receipt_unicode: '1234567A' })).toEqual({
      receipt_title: 'receipt_name_traditional_chinese',
      receipt_unicode: 'receipt_company_number_invalid',
    });
    expect(checkReceiptName('zh_Hant', { receipt_title: '（）', receipt_unicode: '123456789' })).toEqual({
      receipt_title: 'receipt_name_traditional_chinese',
      receipt_unicode: 'receipt_company_number_invalid',
    });
  });
});
