import type { OgImageCopy, SeoCopy } from '@chonail/shared/domain';

/**
 * Issue 37: what a page's head says in search results and in Facebook and Zalo link previews.
 * Read by the server for the first HTML (../../seo.ts), so it is not part of any page's catalogue.
 * `{{place}}` is "Houston, TX"; `{{amount}}` a dollar figure ("$1,200").
 * Typed by the shape the head builders read (no import of ../../catalogue: the server compiles
 * this file without the browser's types).
 */
export const seo: SeoCopy = {
  home: {
    title: 'Chợ Nail – Việc làm nail, tiệm cần thợ và sang tiệm nail ở Mỹ',
    titleInPlace: 'Việc làm nail ở {{place}} – Cần thợ, sang tiệm | Chợ Nail',
    description:
      'Tìm việc làm nail, tiệm cần thợ và tiệm nail cần sang khắp nước Mỹ. Xem lương, giá, thành phố và gọi thẳng cho chủ tiệm.',
    descriptionInPlace: 'Tiệm cần thợ nail và tiệm nail cần sang ở {{place}} và vùng lân cận. Xem lương, giá và gọi thẳng cho chủ tiệm.',
  },
  map: {
    title: 'Bản đồ việc làm nail và tiệm nail bán | Chợ Nail',
    description: 'Xem trên bản đồ các tiệm cần thợ nail và tiệm nail cần sang gần bạn, khắp nước Mỹ.',
  },
  forum: {
    title: 'Diễn đàn thợ nail | Chợ Nail',
    description: 'Hỏi đáp, chia sẻ kinh nghiệm về nghề nail, lương, bằng cấp, mở tiệm và cuộc sống ở Mỹ.',
    threadTitle: 'Bài thảo luận #{{id}} – Diễn đàn Chợ Nail',
  },
  pages: {
    about: { title: 'Giới thiệu Chợ Nail', description: 'Chợ Nail là nơi thợ nail tìm việc và chủ tiệm tìm thợ, mua bán tiệm nail khắp nước Mỹ, bằng tiếng Việt và tiếng Anh.' },
    faq: { title: 'Câu hỏi thường gặp | Chợ Nail', description: 'Cách đăng tin cần thợ, bán tiệm, gia hạn tin và liên lạc với chủ tiệm trên Chợ Nail.' },
    terms: { title: 'Điều khoản sử dụng | Chợ Nail', description: 'Điều khoản khi đăng tin và dùng Chợ Nail.' },
    privacy: { title: 'Chính sách bảo mật | Chợ Nail', description: 'Chợ Nail giữ và dùng thông tin của bạn ra sao.' },
    contact: { title: 'Liên hệ Chợ Nail', description: 'Gửi câu hỏi hoặc góp ý cho Chợ Nail, chúng tôi trả lời sớm.' },
  },
  job: {
    weeklyPay: '{{amount}}/tuần',
    weeklyPayEstimate: 'khoảng {{amount}}/tuần',
    price: 'giá {{amount}}',
    hiringFallback: 'Tiệm ở {{place}} cần thợ nail. Xem lương, giờ làm và gọi thẳng cho chủ tiệm trên Chợ Nail.',
    saleFallback: 'Tiệm nail ở {{place}} cần sang. Xem giá, doanh thu, tiền thuê và gọi thẳng cho chủ tiệm trên Chợ Nail.',
    hiringCrumb: 'Việc làm nail ở {{place}}',
    saleCrumb: 'Tiệm nail bán ở {{place}}',
  },
  notFound: {
    title: 'Không tìm thấy trang | Chợ Nail',
    description: 'Trang này không có hoặc đã được gỡ. Xem các tin cần thợ và sang tiệm mới nhất trên Chợ Nail.',
  },
  missingJob: {
    title: 'Tin này không còn | Chợ Nail',
    description: 'Tin này đã được gỡ hoặc tạm ẩn. Xem các tin cần thợ và sang tiệm khác trên Chợ Nail.',
  },
  expiredJob: {
    title: 'Tin đã hết hạn | Chợ Nail',
    description: 'Tin này đã hết hạn. Xem các tin cần thợ và sang tiệm khác đang đăng trên Chợ Nail.',
  },
  personal: {
    title: 'Chợ Nail',
    description: 'Trang riêng của bạn trên Chợ Nail.',
  },
};

/** Drawn on a post's link-preview image (og:image) beside its title and city, in the post's language. */
export const ogImage: OgImageCopy = {
  kind: { hiring: 'Cần thợ', selling: 'Bán tiệm', transfer: 'Sang tiệm' },
  weeklyPay: 'Lương {{amount}}/tuần',
  price: 'Giá bán {{amount}}',
};
