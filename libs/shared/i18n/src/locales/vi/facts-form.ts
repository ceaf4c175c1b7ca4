/**
 * Issue 24: the facts' fields of the posting form (wizard step 2 and the portal's edit dialog) and
 * its "paste your ad" prefill. The facts' own names are the base catalogue's `facts.term`.
 */
export const factsForm = {
  factsForm: {
    toggle: 'Thông tin thêm (không bắt buộc)',
    hint: 'Thợ và người mua tiệm lọc tin theo các thông tin này.',
    unspecified: 'Không ghi',
    amount: '{{label}} ($)',
    guaranteeTo: 'Đến ($, nếu là khoảng lương)',
    guaranteePer: 'Tính theo',
    per: { day: 'Ngày', week: 'Tuần' },
    commissionHint: 'Phần của thợ / phần của chủ, vd 6/4',
    errors: {
      guaranteeAmount: 'Bao lương từ $1 đến $100k',
      guaranteeTo: 'Lương “đến” phải cao hơn số bao lương, tối đa $100k',
      guaranteePer: 'Chọn bao lương theo ngày hay theo tuần',
      commissionPercent: 'Ăn chia không hợp lệ',
      hourlyRate: 'Lương theo giờ từ $1 đến $1,000',
      daysPerWeek: 'Số ngày/tuần từ 1 đến 7',
      askingPrice: 'Giá bán tối đa $100M',
      monthlyRevenue: 'Doanh thu tối đa $100M',
      monthlyRent: 'Tiền thuê tối đa $100M',
      leaseYearsLeft: 'Số năm từ 0 đến 99',
      stations: 'Số bàn/ghế từ 0 đến 500',
      pedicureSpas: 'Số ghế spa từ 0 đến 500',
      staffCount: 'Số thợ từ 0 đến 1,000',
      reasonForSelling: 'Lý do bán tối đa 300 ký tự',
    },
    paste: {
      title: 'Dán nội dung tin',
      hint: 'Dán tin bạn đã viết (Việt hoặc Anh), Chợ Nail tìm lương, ăn chia, giá bán... và điền giúp bạn.',
      run: 'Điền tự động từ nội dung',
      found: 'Tìm thấy trong nội dung:',
      use: 'Dùng các thông tin này',
      dismiss: 'Bỏ qua',
      nothing: 'Không tìm thấy thông tin nào trong nội dung này. Bạn vui lòng điền tay bên dưới.',
      filled: 'Đã điền các thông tin. Bạn kiểm tra lại trước khi đăng.',
      jobType: 'Loại tin',
      experience: 'Kinh nghiệm',
      description: 'Nội dung tin',
      descriptionValue: 'Dùng nội dung đã dán',
      phone: 'Số điện thoại khách gọi',
    },
    // Issue 36: the number the text names is the number callers reach.
    phoneCheck: {
      title: 'Số điện thoại trong tin khác số khách sẽ gọi',
      body: 'Trong tin bạn ghi số {{textPhone}}, nhưng khách bấm “Gọi” sẽ gọi số {{contactPhone}}.',
      use: 'Dùng số {{phone}}',
      used: 'Khách bấm “Gọi” sẽ gọi số {{phone}}.',
    },
  },
};
