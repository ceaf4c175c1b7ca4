/** Listing failures, by the code the API answers (ListingErrorCode). */
export const listings = {
  listingErrors: {
    POST_NOT_FOUND: 'Không tìm thấy tin tuyển dụng',
    POST_EXPIRED: 'Tin này đã hết hạn.',
    NOT_POST_OWNER: 'Chỉ chủ tin mới được sửa tin này',
    OWN_POST_ERROR: 'Bạn không thể lưu tin của chính mình vào danh sách yêu thích.',
    STORE_NOT_FOUND: 'Không tìm thấy store',
    PAYMENT_REQUIRED: 'Các gói nâng cấp cần thanh toán trước',
    TOO_MANY_MEDIA: 'Tối đa 12 ảnh/video cho mỗi tin',
    UNKNOWN_MEDIA: 'Chỉ giữ hoặc sắp xếp lại ảnh/video của chính tin này',
    CONTACT_RATE_LIMITED: 'Bạn đã gửi quá nhiều tin nhắn. Vui lòng thử lại sau.',
  },
};
