import { account } from './account';
import { listings } from './listings';

/**
 * Every code the API answers (API_ERROR_CODES), as the reader sees it. The server's own message is
 * English and for logs only; errorMessage in @chonail/web/data turns a code into one of these.
 */
export const errors = {
  apiErrors: {
    ...account.authErrors,
    ...listings.listingErrors,
    BAD_REQUEST: 'Yêu cầu không hợp lệ',
    UNAUTHORIZED: 'Vui lòng đăng nhập',
    FORBIDDEN: 'Bạn không có quyền làm việc này',
    NOT_FOUND: 'Không tìm thấy',
    METHOD_NOT_ALLOWED: 'Yêu cầu này không được hỗ trợ',
    CONFLICT: 'Dữ liệu vừa thay đổi, vui lòng tải lại trang',
    PAYLOAD_TOO_LARGE: 'Dữ liệu gửi lên quá lớn',
    UNSUPPORTED_MEDIA_TYPE: 'Định dạng file không hợp lệ',
    NOT_READY: 'Hệ thống đang bận, vui lòng thử lại sau ít phút',
    SERVICE_UNAVAILABLE: 'Hệ thống tạm thời gián đoạn, vui lòng thử lại sau giây lát',
    INTERNAL_ERROR: 'Đã có lỗi xảy ra, vui lòng thử lại',
    THREAD_NOT_FOUND: 'Không tìm thấy chủ đề này',
    FORUM_POST_NOT_FOUND: 'Không tìm thấy bài trả lời này',
    NOT_YOUR_FORUM_ENTRY: 'Bạn chỉ sửa hoặc xoá được bài của mình',
    FORUM_EDIT_WINDOW_CLOSED: 'Bài chỉ sửa được trong 24 giờ sau khi đăng',
    THREAD_HAS_REPLIES: 'Chủ đề đã có người trả lời nên không xoá được',
    FORUM_RATE_LIMITED: 'Bạn đăng bài quá nhanh. Vui lòng thử lại sau.',
    AMOUNT_MISMATCH: 'Giá vừa thay đổi, vui lòng tải lại trang rồi thử lại',
    NOTHING_TO_PAY: 'Gói miễn phí không cần thanh toán',
    PAYMENT_NOT_FOUND: 'Không tìm thấy giao dịch thanh toán',
    PAYMENT_NOT_PAID: 'Giao dịch chưa được thanh toán',
    PAYMENT_USED: 'Giao dịch này đã được dùng cho một tin khác',
    PAYMENT_PACKAGE_MISMATCH: 'Các gói của tin không khớp với gói đã thanh toán',
    CARD_DECLINED: 'Thẻ bị từ chối',
    WRONG_PAYMENT_MODE: 'Phương thức thanh toán không phù hợp, vui lòng tải lại trang',
    WEBHOOK_SIGNATURE_INVALID: 'Chữ ký không hợp lệ',
    PAYMENT_PROVIDER_ERROR: 'Cổng thanh toán đang gặp sự cố, vui lòng thử lại sau',
    FILE_TOO_LARGE: 'File quá lớn',
    TOO_MANY_FILES: 'Quá nhiều file',
    UPLOAD_SESSION_REQUIRED: 'Thiếu phiên tải lên. Vui lòng tải lại trang.',
    UPLOAD_SESSION_FORBIDDEN: 'Phiên tải lên này không thuộc về bạn. Vui lòng tải lại trang.',
    MEDIA_NOT_FOUND: 'Không tìm thấy file',
    NO_FILES: 'Chưa có file nào được gửi',
    NOT_MULTIPART: 'File gửi lên không đúng định dạng',
    UPLOAD_RATE_LIMITED: 'Bạn đã tải lên quá nhiều tệp. Vui lòng thử lại sau.',
    UPLOAD_FORM_INVALID: 'Tệp tải lên không đúng định dạng yêu cầu',
    MAIN_MEDIA_NOT_REMOVABLE: 'Không thể xóa ảnh chính',
  },
};
