/**
 * Ads written the way owners post them (run-on lines, phones, ZIP codes, emoji, "LH", with and
 * without accents), each with the facts a careful reader takes from it, to measure `parseAd`
 * (ad-parser.spec.ts, `npm run parser:hit-rate`). Test and tool data: not exported from the index.
 *
 * The expected facts follow ParsedAd's scope: a hiring ad states hiring facts (the salon's "10 ghế"
 * in a hiring ad is not a salon for sale), a sale ad states salon facts. A range of money is read as
 * its lower bound (what is promised), a revenue per year or week as per month. Names, phones and
 * addresses are made up (555 numbers).
 */
import type { HiringFacts, SalonFacts } from './listing-facts';
import type { ParsedAd, ParsedExperience } from './ad-parser';

export interface CorpusAd {
  text: string;
  lang: 'vi' | 'en';
  expected: ParsedAd;
}

const hiring = (text: string, lang: CorpusAd['lang'], facts: Partial<HiringFacts>, experienceLevel?: ParsedExperience): CorpusAd => ({
  text,
  lang,
  expected: { hiring: facts, salon: {}, jobType: 'hiring', ...(experienceLevel ? { experienceLevel } : {}) },
});

const selling = (text: string, lang: CorpusAd['lang'], facts: Partial<SalonFacts>): CorpusAd => ({
  text,
  lang,
  expected: { hiring: {}, salon: facts, jobType: 'selling' },
});

export const AD_CORPUS: ReadonlyArray<CorpusAd> = [
  // --- Vietnamese hiring ---------------------------------------------------------------------
  hiring(
    'Cần thợ nail gấp 🔥 Tiệm ở Katy, TX 77449, khu Mỹ trắng, khách sộp tip cao. Bao lương $900/tuần hoặc ăn chia 6/4, có chỗ ở. Cần thợ bột, gel, chân tay nước. LH Hùng (281) 555-0198',
    'vi',
    { guaranteeAmount: 900, guaranteePer: 'week', commissionPercent: 60, tips: true, housing: true, skills: ['acrylic', 'gel', 'pedicure'] },
  ),
  hiring(
    'can tho gap o San Jose, bao luong 150/ngay, an chia 6/4, tip rieng. Lam 6 ngay/tuan. Khong can kinh nghiem, se huong dan. LH 408 555 2211',
    'vi',
    { guaranteeAmount: 150, guaranteePer: 'day', commissionPercent: 60, tips: true, daysPerWeek: 6 },
    'none',
  ),
  hiring(
    'Tiệm nail ở Marietta GA cần thợ biết làm chút ít, bao 700$ 1 tuần, làm full time. Tiệm dễ thương, chủ vui vẻ. Gọi/text 770-555-0143',
    'vi',
    { guaranteeAmount: 700, guaranteePer: 'week', schedule: 'full_time' },
    'beginner',
  ),
  hiring(
    'Cần gấp 2 thợ tay chân nước và 1 thợ wax, lương $1,000/tuần, tip riêng. Có nhà cho ở. Tiệm ở Garden Grove gần Little Saigon. LH chị Lan 714.555.0167',
    'vi',
    { guaranteeAmount: 1000, guaranteePer: 'week', tips: true, housing: true, skills: ['pedicure', 'wax'] },
  ),
  hiring(
    'Tuyển thợ nối mi và làm da mặt (facial), có bằng, ăn chia 7/3 hoặc bao lương 1000/tuần. Tiệm ở Houston đường Bellaire. LH 832-555-0111',
    'vi',
    { guaranteeAmount: 1000, guaranteePer: 'week', commissionPercent: 70, licenseRequired: true, skills: ['eyelash', 'facial'] },
  ),
  hiring(
    'CẦN THỢ GẤP!!! Tiệm bận rộn ở Atlanta (Duluth), cần thợ giỏi bột và dip, bao lương 1 ngàn 2/tuần, ăn chia 6.5/3.5. Tip cao. LH: 678 555 0100',
    'vi',
    { guaranteeAmount: 1200, guaranteePer: 'week', commissionPercent: 65, tips: true, skills: ['acrylic', 'dip'] },
    'expert',
  ),
  hiring(
    'Tiệm ở Westminster cần thợ part time làm thứ 7 chủ nhật, $18/giờ cộng tip, biết làm gel. LH 657-555-0190',
    'vi',
    { hourlyRate: 18, tips: true, schedule: 'part_time', skills: ['gel'] },
  ),
  hiring(
    'Cần thợ nail full time, bao lương $1000/tuần, làm 5 ngày, có chỗ ở miễn phí. Tiệm khu Mỹ trắng, khách sộp. Phải có bằng Texas. LH anh Tuấn 713-555-0123',
    'vi',
    { guaranteeAmount: 1000, guaranteePer: 'week', schedule: 'full_time', daysPerWeek: 5, housing: true, licenseRequired: true },
  ),
  hiring(
    'can tho bot gap, bao luong 1k/tuan, an chia 6/4, tip cao, co cho o, tiem o Dallas TX 75243. lh 214 555 0177',
    'vi',
    { guaranteeAmount: 1000, guaranteePer: 'week', commissionPercent: 60, tips: true, housing: true, skills: ['acrylic'] },
  ),
  hiring(
    'Tiệm nail Sacramento cần thợ nước (chân tay nước) biết sơn gel, có kinh nghiệm, bao 150/ngày, làm 6 ngày 1 tuần. LH 916-555-0134',
    'vi',
    { guaranteeAmount: 150, guaranteePer: 'day', daysPerWeek: 6, skills: ['gel', 'pedicure'] },
    'experienced',
  ),
  hiring(
    'Cần thợ nail nam hoặc nữ, biết làm bột, gel-x, dip. Lương ăn chia 6/4, bao $1,100/tuần cho thợ giỏi. Tip riêng 100%. Tiệm ở Norcross GA. ☎️ 404-555-0182',
    'vi',
    { guaranteeAmount: 1100, guaranteePer: 'week', commissionPercent: 60, tips: true, skills: ['acrylic', 'dip', 'gel'] },
    'expert',
  ),
  hiring(
    'Tiệm ở San Antonio cần thợ tay nghề cao, bao lương $1,300/tuần, ăn chia 6/4, có nhà cho ở, cần bằng. LH 210 555 0155',
    'vi',
    { guaranteeAmount: 1300, guaranteePer: 'week', commissionPercent: 60, housing: true, licenseRequired: true },
    'expert',
  ),
  hiring(
    'Cần thợ mới ra trường, sẽ được hướng dẫn thêm, bao lương 600/tuần, làm 6 ngày. Tiệm ở Fremont. Text 510-555-0149',
    'vi',
    { guaranteeAmount: 600, guaranteePer: 'week', daysPerWeek: 6 },
    'beginner',
  ),
  hiring(
    'can tho gap!! tiem o Houston Westheimer, bao luong 1000$ 1 tuan hoac an chia 7/3, tip rieng, co cho o. Can tho co kinh nghiem bot va chan tay nuoc. LH 832 555 0102',
    'vi',
    { guaranteeAmount: 1000, guaranteePer: 'week', commissionPercent: 70, tips: true, housing: true, skills: ['acrylic', 'pedicure'] },
    'experienced',
  ),
  hiring(
    'Tiệm nail ở Plano cần thợ wax và nối mi, bán thời gian, $20/hr + tip. LH 972-555-0161',
    'vi',
    { hourlyRate: 20, tips: true, schedule: 'part_time', skills: ['wax', 'eyelash'] },
  ),
  hiring(
    'CẦN THỢ ‼️ Tiệm ở Tampa FL cần thợ chân tay nước, bao lương $800/tuần, làm 6 ngày/tuần, có chỗ ở, khách Mỹ lịch sự tip cao. Gọi 813-555-0176',
    'vi',
    { guaranteeAmount: 800, guaranteePer: 'week', daysPerWeek: 6, housing: true, tips: true, skills: ['pedicure'] },
  ),
  hiring(
    'Cần thợ full set, pink & white, dip powder. Bao lương 900/tuần hoặc chia 6-4 tùy thợ. Tiệm ở Charlotte NC. Xin gọi 704-555-0140',
    'vi',
    { guaranteeAmount: 900, guaranteePer: 'week', commissionPercent: 60, skills: ['acrylic', 'dip'] },
  ),
  hiring(
    'tiem can 1 tho nail biet lam chut it, bao luong 120/ngay, lam toan thoi gian, o Jacksonville. LH 904-555-0185',
    'vi',
    { guaranteeAmount: 120, guaranteePer: 'day', schedule: 'full_time' },
    'beginner',
  ),
  hiring(
    'Cần thợ facial và wax cho spa ở Irvine, lương $22/giờ, phải có license, full time. LH 949-555-0126',
    'vi',
    { hourlyRate: 22, skills: ['wax', 'facial'], licenseRequired: true, schedule: 'full_time' },
  ),
  hiring(
    'Tiệm ở Austin cần thợ gấp, bao lương 1.200/tuần, ăn chia 6/4, làm 5 ngày, có chỗ ở. Cần thợ có kinh nghiệm bột, gel. LH 512-555-0137',
    'vi',
    { guaranteeAmount: 1200, guaranteePer: 'week', commissionPercent: 60, daysPerWeek: 5, housing: true, skills: ['acrylic', 'gel'] },
    'experienced',
  ),
  hiring(
    'Need nail tech - cần thợ, bao lương $850/week, an chia 6/4, tips are yours, có chỗ ở. Houston TX 77072. Call/text 281-555-0190',
    'vi',
    { guaranteeAmount: 850, guaranteePer: 'week', commissionPercent: 60, tips: true, housing: true },
  ),
  hiring(
    'Tiệm nail khu Mỹ trắng ở Alpharetta cần thợ, ăn chia 6/4, bao lương $1,000/tuần 3 tháng đầu. Làm 6 ngày. Tip rất cao 😍 LH 678-555-0177',
    'vi',
    { guaranteeAmount: 1000, guaranteePer: 'week', commissionPercent: 60, daysPerWeek: 6, tips: true },
  ),
  hiring(
    '💅💅 TIỆM NAIL Ở HUMBLE TX CẦN THỢ 💅💅\nBao lương $1000/tuần cho thợ bột, ăn chia 6/4 cho thợ biết làm everything.\nTiệm rộng, khách Mỹ trắng lịch sự, tip hậu.\nCó chỗ ở cho thợ ở xa.\nXin LH: 281.555.0110 (Tony)',
    'vi',
    { guaranteeAmount: 1000, guaranteePer: 'week', commissionPercent: 60, tips: true, housing: true, skills: ['acrylic'] },
  ),
  hiring(
    'Cần thợ gấp ở Garden Grove, lương 140-180/ngày tuỳ khả năng, làm 5 hoặc 6 ngày, không cần tiếng Anh nhiều. Tiệm không có drama 😅. Call Vy 714 555 0150',
    'vi',
    { guaranteeAmount: 140, guaranteePer: 'day', payRange: { from: 140, to: 180, per: 'day' }, daysPerWeek: 5 },
  ),
  hiring(
    'Cần thợ nữ biết làm tay chân nước + wax lông mày, bao 130/ngày, part-time T6 T7 CN ok. ĐC: 9800 Bolsa Ave Westminster CA 92683. LH 714-555-0184',
    'vi',
    { guaranteeAmount: 130, guaranteePer: 'day', schedule: 'part_time', skills: ['pedicure', 'wax'] },
  ),
  hiring('Cần thợ nail, lương thỏa thuận. LH 713-555-0100 (Houston 77036)', 'vi', {}),
  hiring(
    'Tuyển thợ nail ở Seattle WA 98133, bao luong 1000/tuan, an chia 6/4, 5 days a week, co cho o',
    'vi',
    { guaranteeAmount: 1000, guaranteePer: 'week', commissionPercent: 60, daysPerWeek: 5, housing: true },
  ),
  hiring(
    'Cần thợ làm chân tay nước, lương $130 - $150/ngày tùy tay nghề, làm 6 ngày. LH 713 555 0166',
    'vi',
    { guaranteeAmount: 130, guaranteePer: 'day', payRange: { from: 130, to: 150, per: 'day' }, daysPerWeek: 6, skills: ['pedicure'] },
  ),
  {
    // No "cần thợ" at all, yet anyone reads it as a job offer.
    text: 'Tiệm ở Katy bao lương 1000/tuần, ăn chia 6/4, có chỗ ở, tip cao. Ai cần việc LH 281-555-0100',
    lang: 'vi',
    expected: { hiring: { guaranteeAmount: 1000, guaranteePer: 'week', commissionPercent: 60, housing: true, tips: true }, salon: {}, jobType: 'hiring' },
  },

  // --- Vietnamese salon sales -------------------------------------------------------------------
  selling(
    'Bán tiệm nail ở Houston (Memorial) 💅 10 ghế, 6 ghế spa, 8 thợ. Doanh thu $40k/tháng, rent $3,500, lease còn 5 năm. Giá bán 120k. Lý do: về hưu. LH 713-555-0199',
    'vi',
    { stations: 10, pedicureSpas: 6, staffCount: 8, monthlyRevenue: 40_000, monthlyRent: 3500, leaseYearsLeft: 5, askingPrice: 120_000, reasonForSelling: 'về hưu' },
  ),
  selling(
    'Cần sang tiệm gấp ở San Jose, 8 bàn 8 ghế, thu nhập tiệm 35k/tháng, tiền thuê 4,200/tháng, hợp đồng còn 8 năm, giá 150k có thể trả góp. Bán vì chuyển tiểu bang. LH 408-555-0123',
    'vi',
    { stations: 8, pedicureSpas: 8, monthlyRevenue: 35_000, monthlyRent: 4200, leaseYearsLeft: 8, askingPrice: 150_000, financing: true, reasonForSelling: 'chuyển tiểu bang' },
  ),
  selling(
    'ban tiem nail o Atlanta GA 30093, 12 ban, 8 ghe spa, 10 tho, doanh thu 55k/thang, gia thue 4k, gia ban 220k, cho gop. LH 770 555 0188',
    'vi',
    { stations: 12, pedicureSpas: 8, staffCount: 10, monthlyRevenue: 55_000, monthlyRent: 4000, askingPrice: 220_000, financing: true },
  ),
  selling(
    'Sang tiệm nail khu Mỹ trắng ở Orange County, khách sộp, tip cao. 6 bàn, 5 ghế pedi, 5 thợ, doanh thu 30k-35k/tháng, tiền nhà $3,000, lease 10 năm. Giá 95,000. Vì chủ về Việt Nam nên cần sang gấp. ĐT 714-555-0102',
    'vi',
    { stations: 6, pedicureSpas: 5, staffCount: 5, monthlyRevenue: 30_000, monthlyRent: 3000, leaseYearsLeft: 10, askingPrice: 95_000, reasonForSelling: 'chủ về Việt Nam' },
  ),
  selling(
    'Bán tiệm gấp ở Dallas, giá $85k, income 25k/month, rent 2,800, 7 ghế, 4 ghế spa, ly do: suc khoe. LH 469-555-0111',
    'vi',
    { askingPrice: 85_000, monthlyRevenue: 25_000, monthlyRent: 2800, stations: 7, pedicureSpas: 4, reasonForSelling: 'suc khoe' },
  ),
  selling(
    'Sang tiệm nail ở Sacramento CA 95823, tiệm 15 năm, 9 bàn nail, 7 ghế massage, 9 thợ làm lâu năm, thu nhập $480k/năm, tiền thuê $5,200/tháng, hợp đồng còn 6 năm. Giá sang 250k. Lý do bán: chủ nghỉ hưu. Không cho góp.',
    'vi',
    { stations: 9, pedicureSpas: 7, staffCount: 9, monthlyRevenue: 40_000, monthlyRent: 5200, leaseYearsLeft: 6, askingPrice: 250_000, reasonForSelling: 'chủ nghỉ hưu', financing: false },
  ),
  selling(
    'Bán tiệm nail Garland TX, 8 ghế, doanh thu 1 tháng 30k, giá 70k bớt chút đỉnh cho người thiện chí. Bán vì đổi nghề. LH 972 555 0177',
    'vi',
    { stations: 8, monthlyRevenue: 30_000, askingPrice: 70_000, reasonForSelling: 'đổi nghề' },
  ),
  selling(
    'Cần bán tiệm ở Fort Worth, 10 bàn, 6 ghế spa, doanh thu $45k/tháng, rent $3,800, lease còn 4 năm + option 5 năm, giá 160k, owner financing 50%. LH anh Minh 817-555-0160',
    'vi',
    { stations: 10, pedicureSpas: 6, monthlyRevenue: 45_000, monthlyRent: 3800, leaseYearsLeft: 4, askingPrice: 160_000, financing: true },
  ),
  selling(
    'sang tiem gap o Columbus GA, 6 ghe, 4 ghe spa, thu nhap 20k/thang, tien thue 2500, gia 45k, ly do ve huu. lh 706 555 0144',
    'vi',
    { stations: 6, pedicureSpas: 4, monthlyRevenue: 20_000, monthlyRent: 2500, askingPrice: 45_000, reasonForSelling: 've huu' },
  ),
  selling(
    'Bán tiệm nail đẹp ở Westminster CA 92683, 12 bàn, 10 ghế spa, 14 thợ, income $90k/tháng, rent $8,500/tháng, hợp đồng còn 9 năm, giá bán $650,000, có thể trả góp một phần. Lý do: chuyển qua kinh doanh khác. LH 714-555-0105',
    'vi',
    { stations: 12, pedicureSpas: 10, staffCount: 14, monthlyRevenue: 90_000, monthlyRent: 8500, leaseYearsLeft: 9, askingPrice: 650_000, financing: true, reasonForSelling: 'chuyển qua kinh doanh khác' },
  ),
  selling(
    'Sang tiệm nhỏ 5 ghế ở Lawrenceville GA, tiền thuê rẻ $1,900/tháng, giá 35k, bán vì không có người trông. LH 470-555-0122',
    'vi',
    { stations: 5, monthlyRent: 1900, askingPrice: 35_000, reasonForSelling: 'không có người trông' },
  ),

  selling(
    'Sang tiệm gấp!!! Tiệm ở Mission Viejo, 7 bàn 5 ghế, khách sộp, giá 79k (thương lượng). Tiền nhà $3,400 bao CAM. Hợp đồng mới 10 năm. Doanh thu ổn định 28k-30k. Chủ có việc gia đình về VN. LH 949.555.0112',
    'vi',
    { stations: 7, pedicureSpas: 5, askingPrice: 79_000, monthlyRent: 3400, leaseYearsLeft: 10, monthlyRevenue: 28_000, reasonForSelling: 'Chủ có việc gia đình về VN' },
  ),

  // --- English hiring ---------------------------------------------------------------------------
  hiring(
    'NOW HIRING nail techs in Houston TX 77095! Guarantee $150/day or 60/40 split, keep 100% tips. Full time, 6 days a week. Must have license. Call (281) 555-0143',
    'en',
    { guaranteeAmount: 150, guaranteePer: 'day', commissionPercent: 60, tips: true, schedule: 'full_time', daysPerWeek: 6, licenseRequired: true },
  ),
  hiring(
    'Hiring experienced nail tech for busy salon in Irvine, $900/week guaranteed, commission 60/40, tips are yours. Acrylic, gel-x, dip. Text 949-555-0171',
    'en',
    { guaranteeAmount: 900, guaranteePer: 'week', commissionPercent: 60, tips: true, skills: ['acrylic', 'dip', 'gel'] },
    'experienced',
  ),
  hiring(
    'Need nail tech ASAP – Atlanta (Buckhead). $18/hr + tips, part time weekends only. No experience needed, we train. Call 404-555-0129',
    'en',
    { hourlyRate: 18, tips: true, schedule: 'part_time' },
    'none',
  ),
  hiring(
    'Looking for licensed nail technician, pedicure & manicure, $20 an hour, 5 days a week. Housing provided. Orlando FL 32819. 407-555-0154',
    'en',
    { hourlyRate: 20, skills: ['pedicure'], licenseRequired: true, daysPerWeek: 5, housing: true },
  ),
  hiring(
    'Help wanted: lash tech and facial specialist for nail spa in San Diego, commission 55/45, tips are yours, license required. Call 619-555-0191',
    'en',
    { commissionPercent: 55, tips: true, skills: ['eyelash', 'facial'], licenseRequired: true },
  ),
  hiring(
    'Now hiring! Nail tech with at least 2 years experience, guarantee $1,000/week, full time. Room available for out-of-state techs. Denver CO 80231. Call Lisa 303-555-0168',
    'en',
    { guaranteeAmount: 1000, guaranteePer: 'week', schedule: 'full_time', housing: true },
    'experienced',
  ),
  hiring(
    'Hiring beginner nail techs, will train. $15/hr plus tips, part-time. Fremont, CA 94538. Text 510-555-0133',
    'en',
    { hourlyRate: 15, tips: true, schedule: 'part_time' },
    'beginner',
  ),
  hiring(
    'Hiring highly skilled nail tech for upscale salon in Scottsdale AZ. Guaranteed pay $1,200/week or 60/40 commission. Gel, acrylic, waxing. Must have AZ license. 480-555-0175',
    'en',
    { guaranteeAmount: 1200, guaranteePer: 'week', commissionPercent: 60, skills: ['acrylic', 'gel', 'wax'], licenseRequired: true },
    'expert',
  ),
  hiring(
    'Nail tech needed in Katy TX: pedi, mani, dip. Pay $160/day, 6 days a week, keep all tips. Call 832-555-0114',
    'en',
    { guaranteeAmount: 160, guaranteePer: 'day', daysPerWeek: 6, tips: true, skills: ['dip', 'pedicure'] },
  ),
  hiring(
    'Seeking experienced nail tech, full time, $1,100/wk guarantee, must have license, housing available. Charlotte NC. Call or text 980-555-0157',
    'en',
    { guaranteeAmount: 1100, guaranteePer: 'week', schedule: 'full_time', licenseRequired: true, housing: true },
    'experienced',
  ),
  hiring(
    'HIRING 💅 Eyelash extension tech + nail tech, 6/4 split, $120/day guarantee, great tips, Sugar Land TX. 281-555-0120',
    'en',
    { commissionPercent: 60, guaranteeAmount: 120, guaranteePer: 'day', tips: true, skills: ['eyelash'] },
  ),
  hiring(
    'Hiring nail tech, no experience needed, $16 an hour, tips yours, Tacoma WA 98409. Call 253-555-0130',
    'en',
    { hourlyRate: 16, tips: true },
    'none',
  ),
  hiring(
    'Part time nail tech wanted for weekends, $17/hr + tips, acrylic and gel. San Jose CA 95122. Text 408-555-0187',
    'en',
    { hourlyRate: 17, tips: true, schedule: 'part_time', skills: ['acrylic', 'gel'] },
  ),
  hiring(
    'Busy salon in Raleigh needs 2 nail techs. Commission 60%, $800/week minimum guarantee, Monday to Saturday. Call 919-555-0148',
    'en',
    { commissionPercent: 60, guaranteeAmount: 800, guaranteePer: 'week' },
  ),
  hiring(
    'Nail tech needed in Westminster (Little Saigon), bao luong $1000/tuan or commission 6/4, co cho o, tips yours. Call 714-555-0131',
    'en',
    { guaranteeAmount: 1000, guaranteePer: 'week', commissionPercent: 60, housing: true, tips: true },
  ),
  hiring(
    'Hiring nail techs at our salon in Roswell GA 30076!! Guaranteed $1,000–$1,400/week depending on skills. Pink & white, SNS, gel. Paid vacation. Text 470 555 0102',
    'en',
    { guaranteeAmount: 1000, guaranteePer: 'week', payRange: { from: 1000, to: 1400, per: 'week' }, skills: ['acrylic', 'dip', 'gel'] },
  ),
  hiring(
    'Nail salon in Bellevue WA looking for nail tech, pay 55% commission, $200/day guarantee first month, tips 100% yours. 425-555-0147',
    'en',
    { commissionPercent: 55, guaranteeAmount: 200, guaranteePer: 'day', tips: true },
  ),
  hiring(
    'Nail tech wanted - Pearland TX. 7 days open, work 5 or 6 days/week. Commission 6/4 or $140/day. Must be experienced with acrylic & dip. Call 832-555-0199',
    'en',
    { commissionPercent: 60, guaranteeAmount: 140, guaranteePer: 'day', daysPerWeek: 5, skills: ['acrylic', 'dip'] },
    'experienced',
  ),
  hiring('Hiring receptionist and nail techs, salon in Houston TX 77036, call (713) 555-0123 for details.', 'en', {}),

  // --- English salon sales ----------------------------------------------------------------------
  selling(
    'Nail salon for sale in Houston, TX 77036. Asking $150,000. Revenue $480k/year, rent $4,500/month, 5 years left on lease, 10 stations, 8 pedicure chairs, staff of 9. Owner financing available. Reason: retiring. Call 713-555-0135',
    'en',
    { askingPrice: 150_000, monthlyRevenue: 40_000, monthlyRent: 4500, leaseYearsLeft: 5, stations: 10, pedicureSpas: 8, staffCount: 9, financing: true, reasonForSelling: 'retiring' },
  ),
  selling(
    'Salon for sale – Orange County, CA. 12 stations, 10 pedicure spas, 14 techs. Income $60k/month. Rent $6,000. Lease 7 years. Asking $380k. Selling due to moving out of state. Contact 714-555-0178',
    'en',
    { stations: 12, pedicureSpas: 10, staffCount: 14, monthlyRevenue: 60_000, monthlyRent: 6000, leaseYearsLeft: 7, askingPrice: 380_000, reasonForSelling: 'moving out of state' },
  ),
  selling(
    'Established nail salon for sale in Marietta, GA 30062 – 20 years in business, 8 tables, 6 spas, gross $35k/month, rent only $2,900, asking $120,000 OBO. Seller financing possible. Owner retiring. 770-555-0119',
    'en',
    { stations: 8, pedicureSpas: 6, monthlyRevenue: 35_000, monthlyRent: 2900, askingPrice: 120_000, financing: true, reasonForSelling: 'Owner retiring' },
  ),
  selling(
    'For sale: beautiful nail spa in San Jose, 9 nail stations, 7 pedicure chairs, monthly revenue $55k, rent $5,500/mo, 6 yrs remaining on lease. Price $275k, cash only. Reason for selling: health. Call Kim 408-555-0164',
    'en',
    { stations: 9, pedicureSpas: 7, monthlyRevenue: 55_000, monthlyRent: 5500, leaseYearsLeft: 6, askingPrice: 275_000, financing: false, reasonForSelling: 'health' },
  ),
  selling(
    'Selling my nail salon in Tampa FL, 6 stations, 4 spa chairs, 5 employees, sales around $25k a month, rent $2,400, lease 3 years left. Asking $65,000. Moving back to Vietnam. Call 813-555-0103',
    'en',
    { stations: 6, pedicureSpas: 4, staffCount: 5, monthlyRevenue: 25_000, monthlyRent: 2400, leaseYearsLeft: 3, askingPrice: 65_000, reasonForSelling: 'Moving back to Vietnam' },
  ),
  selling(
    'Nail salon for sale in Dallas TX 75287, 7 stations, 5 pedi spas, asking $95k, income $28k/month, rent $3,200, 4 years left on lease, owner will finance part. Due to family reasons. 214-555-0159',
    'en',
    { stations: 7, pedicureSpas: 5, askingPrice: 95_000, monthlyRevenue: 28_000, monthlyRent: 3200, leaseYearsLeft: 4, financing: true, reasonForSelling: 'family reasons' },
  ),
  selling(
    'Salon for sale in Atlanta, 10 stations 8 pedicure chairs, revenue $600k/year, rent $7k/month, new 10 year lease, asking $450k. Owner relocating. Call 404-555-0106',
    'en',
    { stations: 10, pedicureSpas: 8, monthlyRevenue: 50_000, monthlyRent: 7000, leaseYearsLeft: 10, askingPrice: 450_000, reasonForSelling: 'Owner relocating' },
  ),
  selling(
    'Small nail salon for sale, Sacramento 95828. 4 stations, 3 pedicure spas, 3 techs. Rent $1,800. Asking $38,000. Income about $15k/month. Retiring. Text 916-555-0181',
    'en',
    { stations: 4, pedicureSpas: 3, staffCount: 3, monthlyRent: 1800, askingPrice: 38_000, monthlyRevenue: 15_000, reasonForSelling: 'Retiring' },
  ),
  selling(
    'Business for sale: nail salon in Plano TX, 12 stations, 10 spas, staff of 12, revenue $75k/month, rent $6,800, 8 years left on lease, asking $500k, no owner financing. Reason: partnership split. 972-555-0139',
    'en',
    { stations: 12, pedicureSpas: 10, staffCount: 12, monthlyRevenue: 75_000, monthlyRent: 6800, leaseYearsLeft: 8, askingPrice: 500_000, financing: false, reasonForSelling: 'partnership split' },
  ),
  selling(
    'Selling nail salon in Sugar Land due to retirement. 8 stations, 6 pedicure chairs, 7 techs, gross sales $40,000/month, rent $4,000, lease 6 years, price $200k. 281-555-0192',
    'en',
    { reasonForSelling: 'retirement', stations: 8, pedicureSpas: 6, staffCount: 7, monthlyRevenue: 40_000, monthlyRent: 4000, leaseYearsLeft: 6, askingPrice: 200_000 },
  ),
  selling(
    'PRICE REDUCED!! Nail salon for sale in Kennesaw GA, $89,000. 8 mani tables, 6 pedi chairs, 6 techs. Monthly sales $32k, rent $3,100 incl. CAM. Lease until 2031. Owner moving to California. Call 678-555-0129',
    'en',
    { askingPrice: 89_000, stations: 8, pedicureSpas: 6, staffCount: 6, monthlyRevenue: 32_000, monthlyRent: 3100, reasonForSelling: 'Owner moving to California' },
  ),

  // --- Written after the rules, left as they read (the parser was not tuned to these) ------------
  hiring(
    'Tiệm Nail ở Lilburn cần gấp thợ bột + thợ tay chân nước. Thợ bột bao 1,100/tuần, thợ nước bao 800/tuần. Ăn chia 6/4. Tiệm có chỗ ở sạch sẽ. Liên lạc: 404-555-0163',
    'vi',
    { guaranteeAmount: 1100, guaranteePer: 'week', commissionPercent: 60, housing: true, skills: ['acrylic', 'pedicure'] },
  ),
  hiring(
    'Nail tech needed!! Busy salon in Frisco TX, avg $1,500-$2,000/week with 60/40 commission + tips. No license? No problem, we help you get one.',
    'en',
    { commissionPercent: 60, tips: true, licenseRequired: false },
  ),
  hiring(
    'cần thợ nail ở little saigon, lương bao 900/tuần, chia 6/4, làm 6 ngày, thợ có kinh nghiệm acrylic và gel. LH 714 555 0120',
    'vi',
    { guaranteeAmount: 900, guaranteePer: 'week', commissionPercent: 60, daysPerWeek: 6, skills: ['acrylic', 'gel'] },
    'experienced',
  ),
  hiring(
    "We're hiring! Full-time nail technician at a family salon in Alpharetta. $1,000/wk guaranteed for the first 3 months, then 60% commission. Paid weekly. Requirements: GA nail license, 1+ year experience. Call 770-555-0109",
    'en',
    { guaranteeAmount: 1000, guaranteePer: 'week', commissionPercent: 60, schedule: 'full_time', licenseRequired: true },
    'experienced',
  ),
  selling(
    'Bán tiệm nail ở Pasadena TX, tiệm đã mở 12 năm, 6 bàn 6 ghế, 6 thợ, doanh thu mỗi tháng 32k, tiền thuê 2,600, lease còn 3 năm, giá 68k. Chủ muốn nghỉ. LH 832 555 0183',
    'vi',
    { stations: 6, pedicureSpas: 6, staffCount: 6, monthlyRevenue: 32_000, monthlyRent: 2600, leaseYearsLeft: 3, askingPrice: 68_000, reasonForSelling: 'Chủ muốn nghỉ' },
  ),
  selling(
    'Sang tiệm gấp giá rẻ 40k ở Stockton, 5 ghế nail, 3 ghế spa, thu nhập $18k-20k/tháng, rent $2,200. Cho trả góp. LH 209-555-0111',
    'vi',
    { askingPrice: 40_000, stations: 5, pedicureSpas: 3, monthlyRevenue: 18_000, monthlyRent: 2200, financing: true },
  ),
  selling(
    'Salon for sale by owner. Gilbert AZ 85234. 10 pedi chairs, 8 nail tables, 2 wax rooms. Monthly gross $45,000. Rent $5,100 NNN. 4 yr left on lease + 5 yr option. $229,000 or best offer. Serious buyers only. 480-555-0170',
    'en',
    { pedicureSpas: 10, stations: 8, monthlyRevenue: 45_000, monthlyRent: 5100, leaseYearsLeft: 4, askingPrice: 229_000 },
  ),
  hiring(
    'Hiring nail tech in Kent WA, $25/hour + tips, Tue–Sat, experienced in gel and dip. 253-555-0145',
    'en',
    { hourlyRate: 25, tips: true, skills: ['dip', 'gel'] },
    'experienced',
  ),
];

// ---------------------------------------------------------------------------------------------
// Scoring, shared by the spec and tools/ad-parser-hit-rate.ts
// ---------------------------------------------------------------------------------------------

export interface FactScore {
  /** "hiring.guaranteeAmount", "salon.stations", "experienceLevel", "jobType"... */
  key: string;
  expected: number;
  correct: number;
  /** Found with another value than expected. */
  wrong: number;
  /** Expected, not found. */
  missed: number;
  /** Found, not expected. */
  falsePositives: number;
}

export interface CorpusScore {
  facts: FactScore[];
  expected: number;
  correct: number;
  falsePositives: number;
  /** correct / expected. */
  hitRate: number;
}

/** Every fact of a ParsedAd as key → value; skills as one fact (the set), absent and null left out. */
function flatFacts(ad: ParsedAd): Map<string, unknown> {
  const facts = new Map<string, unknown>();
  for (const [key, value] of Object.entries(ad.hiring)) if (value !== null && value !== undefined) facts.set(`hiring.${key}`, value);
  for (const [key, value] of Object.entries(ad.salon)) if (value !== null && value !== undefined) facts.set(`salon.${key}`, value);
  if (ad.experienceLevel) facts.set('experienceLevel', ad.experienceLevel);
  if (ad.jobType) facts.set('jobType', ad.jobType);
  return facts;
}

/** A reason matches when it says the same words: case, spacing and end punctuation aside. */
const sameText = (a: string, b: string): boolean => a.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim() === b.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

function sameFact(expected: unknown, found: unknown): boolean {
  if (Array.isArray(expected) && Array.isArray(found)) return expected.length === found.length && expected.every((item) => found.includes(item));
  if (typeof expected === 'string' && typeof found === 'string') return sameText(expected, found);
  // A pay range is an object: the same when its figures and period are.
  if (typeof expected === 'object' && typeof found === 'object') return JSON.stringify(expected) === JSON.stringify(found);
  return expected === found;
}

/** How many of the corpus's facts `parse` finds, per fact key. */
export function scoreCorpus(corpus: ReadonlyArray<CorpusAd>, parse: (text: string) => ParsedAd): CorpusScore {
  const byKey = new Map<string, FactScore>();
  const scoreOf = (key: string): FactScore => {
    let score = byKey.get(key);
    if (!score) {
      score = { key, expected: 0, correct: 0, wrong: 0, missed: 0, falsePositives: 0 };
      byKey.set(key, score);
    }
    return score;
  };
  for (const ad of corpus) {
    const expected = flatFacts(ad.expected);
    const found = flatFacts(parse(ad.text));
    for (const [key, value] of expected) {
      const score = scoreOf(key);
      score.expected += 1;
      if (!found.has(key)) score.missed += 1;
      else if (sameFact(value, found.get(key))) score.correct += 1;
      else score.wrong += 1;
    }
    for (const key of found.keys()) if (!expected.has(key)) scoreOf(key).falsePositives += 1;
  }
  const facts = [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
  const total = (pick: (s: FactScore) => number) => facts.reduce((sum, s) => sum + pick(s), 0);
  const expectedCount = total((s) => s.expected);
  const correct = total((s) => s.correct);
  return { facts, expected: expectedCount, correct, falsePositives: total((s) => s.falsePositives), hitRate: expectedCount === 0 ? 0 : correct / expectedCount };
}
