import type { Locale } from './constants.ts';

/** The longest receipt name printed (a company's full name fits). */
export const RECEIPT_NAME_MAX = 60;

/**
 * Characters found only in Simplified Chinese text (their Traditional forms are other code points),
 * among the most common in company and personal names. Not every simplified form: enough to catch
 * a name typed with a Simplified input method, without refusing a Traditional character.
 */
const SIMPLIFIED_ONLY = new Set(
  [
    '国会业电际贸艺药银发东湾华乐书车门网广传实兴设计资讯术协众产体与为开关经营饭馆团务动区医学专县厂农办货运进远连选达边过还这丽义乌乔习买卖亚从仓价优伙伦侨俭储儿党兰养兽决况冻净凤刘则创删别剧劳势勋卫厅历压厕参双变叶号叹吗听启员响哑园围图圆场坏块坚坛执报壮声处备头夺奋妇妈娱婴宁宝审宾对寻导尔尘尝层属岁岛峡币帅师帐带帮库应庙庞废异弃张弹强归当录彻忆怀态总恋恶惊惯愿战户扑扩扫扬护担拟拥择挂挤挥损换据摄敌数斋断无旧时显晓机杀杂权条来杨极构枪标树样桥检楼欢毕气汇汉汤沟没泽洁浅测济浓涛润涨渐湿满滚灭灯灵灾炉点炼烟热爱爷牵犹状独狮猎献环现玛画畅疗盖盐监盘码础确礼祸离种积称稳穷竞笔签简类粮紧线练组织细终结绝统继续绿维编罗罚职联肃胜脑脚脸舰节苏荣获虑补装见观规视览觉证评识诉词试话询该详语误说请读调谈谢负责质购贵费赛赵赶趋跃践轮软轻载较辅辆辉迁递逻遗邮郑钟钢钱铁锁锦键镇长问闭闲间闻阅队阳阴阶陆陈险随隐难雾韩页顶项须顾领频题额风飞饮马驾验骑鱼鲜鸟鸡麦黄齐龙龟',
  ].join(''),
);

/** A Traditional Chinese receipt name: Chinese characters, with the brackets and dots company names use. */
const CHINESE_NAME = /^[\p{Script=Han}（）()·・‧、\s]+$/u;
const HAS_HAN = /\p{Script=Han}/u;
/** Spec 1 §5: the receipt company number (統一編號) is 8 digits. */
const COMPANY_NUMBER = /^[0-9]{8}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why a receipt name (`receipt_title`) or company number (`receipt_unicode`) was refused. */
export type ReceiptNameRefusal =
  | 'receipt_name_required'
  | 'receipt_name_too_long'
  | 'receipt_name_invalid'
  | 'receipt_name_traditional_chinese'
  | 'receipt_company_number_required'
  | 'receipt_company_number_invalid';

/** The receipt's name and company number as the guest typed them (spec 1 §3 state receipt_title, receipt_unicode). */
export type ReceiptNameInput = { receipt_title?: string; receipt_unicode?: string };

/**
 * Checks the name printed on a receipt (spec 1 §5). Any locale: optional (the guest's name is
 * printed without it), at most 60 characters, one line. zh_Hant: the name and the 8-digit company
 * number are both required, and the name must be Traditional Chinese. The company number applies
 * to zh_Hant only and is ignored elsewhere. Returns the refusal of each field at fault (none: valid).
 */
export function checkReceiptName(locale: Locale, input: ReceiptNameInput): Partial<Record<keyof ReceiptNameInput, ReceiptNameRefusal>> {
  const name = (input.receipt_title ?? '').trim();
  const number = (input.receipt_unicode ?? '').trim();
  const refusals: Partial<Record<keyof ReceiptNameInput, ReceiptNameRefusal>> = {};
  if ([...name].length > RECEIPT_NAME_MAX) refusals.receipt_title = 'receipt_name_too_long';
  else if (CONTROL.test(name)) refusals.receipt_title = 'receipt_name_invalid';
  if (locale !== 'zh_Hant') return refusals;
  if (!refusals.receipt_title) {
    if (!name) refusals.receipt_title = 'receipt_name_required';
    else if (!CHINESE_NAME.test(name) || !HAS_HAN.test(name) || [...name].some((char) => SIMPLIFIED_ONLY.has(char)))
      refusals.receipt_title = 'receipt_name_traditional_chinese';
  }
  if (!number) refusals.receipt_unicode = 'receipt_company_number_required';
  else if (!COMPANY_NUMBER.test(number)) refusals.receipt_unicode = 'receipt_company_number_invalid';
  return refusals;
}
