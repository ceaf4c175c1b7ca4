/** The contact page's words (./../../contact.ts): they come with the page's chunk. */
export const contact = {
  contact: {
    title: 'Liên hệ',
    intro: 'Có câu hỏi hay cần hỗ trợ? Gửi tin nhắn cho chúng tôi.',
    infoTitle: 'Thông tin liên hệ',
    address: 'Địa chỉ',
    phone: 'Điện thoại',
    email: 'Email',
    hours: 'Giờ làm việc: thứ Hai đến thứ Sáu, 9:00 - 18:00',
    infoUnavailable: 'Chưa có thông tin liên hệ.',
    formTitle: 'Gửi tin nhắn',
    fields: {
      name: 'Họ tên',
      email: 'Email',
      phone: 'Số điện thoại (không bắt buộc)',
      subject: 'Tiêu đề',
      message: 'Nội dung',
    },
    send: 'Gửi tin nhắn',
    sending: 'Đang gửi...',
    errors: {
      nameRequired: 'Vui lòng nhập họ tên',
      emailRequired: 'Vui lòng nhập email',
      emailInvalid: 'Email không hợp lệ',
      subjectRequired: 'Vui lòng nhập tiêu đề',
      messageRequired: 'Vui lòng nhập nội dung',
    },
    successTitle: 'Đã gửi tin nhắn',
    successBody: 'Chúng tôi sẽ liên hệ với bạn sớm nhất có thể',
    failure: 'Không gửi được tin nhắn. Vui lòng thử lại.',
  },
};
