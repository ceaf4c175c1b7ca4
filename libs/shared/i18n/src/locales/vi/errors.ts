import type { AdminErrorCode, ErrorCode } from '@chonail/shared/contracts';

/**
 * `apiErrors`: every code the API answers (ErrorCode in @chonail/shared/contracts), as the reader
 * sees it, keyed by the code. The server's own message is English and for logs only; errorMessage in
 * @chonail/web/data turns a code into one of these. The staff area's codes (AdminErrorCode) come
 * with its own catalogue (./admin.ts), merged into this namespace when the admin remote loads.
 * A test (../../api-errors.spec.ts) checks that every code has words here and nothing else does.
 */
export const errors = {
  apiErrors: {
    // General (ErrorCode)
    VALIDATION_ERROR: 'Thông tin không hợp lệ',
    BAD_REQUEST: 'Yêu cầu không hợp lệ',
    UNAUTHORIZED: 'Vui lòng đăng nhập',
    FORBIDDEN: 'Bạn không có quyền làm việc này',
    NOT_FOUND: 'Không tìm thấy',
    METHOD_NOT_ALLOWED: 'Yêu cầu này không được hỗ trợ',
    CONFLICT: 'Dữ liệu vừa thay đổi, vui lòng tải lại trang',
    PAYLOAD_TOO_LARGE: 'Dữ liệu gửi lên quá lớn',
    UNSUPPORTED_MEDIA_TYPE: 'Định dạng file không hợp lệ',
    TOO_MANY_REQUESTS: 'Quá nhiều yêu cầu, vui lòng thử lại sau',
    NOT_READY: 'Hệ thống đang bận, vui lòng thử lại sau ít phút',
    SERVICE_UNAVAILABLE: 'Hệ thống tạm thời gián đoạn, vui lòng thử lại sau giây lát',
    INTERNAL_ERROR: 'Đã có lỗi xảy ra, vui lòng thử lại',
    // Accounts (AuthErrorCode)
    INVALID_PHONE: 'Số điện thoại không hợp lệ',
    INVALID_PIN: 'Mã PIN không hợp lệ',
    WEAK_PIN: 'Mã PIN này quá dễ đoán, vui lòng chọn mã khác',
    PIN_MISMATCH: 'Mã PIN không khớp',
    PHONE_TAKEN: 'Số điện thoại này đã có tài khoản. Vui lòng đăng nhập.',
    OTP_INVALID: 'Mã xác nhận không đúng',
    OTP_EXPIRED: 'Mã xác nhận đã hết hạn, vui lòng gửi mã mới',
    OTP_TOO_MANY_ATTEMPTS: 'Nhập sai quá nhiều lần, vui lòng gửi mã mới',
    OTP_RATE_LIMITED: 'Bạn đã yêu cầu quá nhiều mã, vui lòng đợi một lúc rồi thử lại',
    SMS_FAILED: 'Không gửi được tin nhắn SMS, vui lòng thử lại',
    INVALID_CREDENTIALS: 'Số điện thoại hoặc mã PIN không đúng',
    PIN_LOCKED: 'Nhập sai mã PIN nhiều lần nên tài khoản tạm khóa. Vui lòng thử lại sau hoặc đặt lại mã PIN.',
    LOGIN_CODE_REQUIRED: 'Có người nhập sai mã PIN của tài khoản này nhiều lần. Để chắc là bạn, hãy nhập mã 6 số vừa gửi qua tin nhắn tới số điện thoại này.',
    PIN_RESET_REQUIRED: 'Tài khoản bị nhập sai mã PIN quá nhiều lần. Hãy bấm Quên PIN để đặt mã mới.',
    TOTP_REQUIRED: 'Nhập mã 6 số trong ứng dụng xác thực (Authenticator) của bạn.',
    TOTP_NOT_SET_UP: 'Tài khoản quản trị này chưa cài ứng dụng xác thực. Nhờ người vận hành chạy npm run admin:create cho tài khoản này.',
    ACCOUNT_BLOCKED: 'Tài khoản này đã bị khóa',
    SESSION_EXPIRED: 'Vui lòng đăng nhập',
    SESSION_REVOKED: 'Vui lòng đăng nhập',
    ADMIN_ONLY: 'Không có quyền truy cập',
    WRONG_CURRENT_PIN: 'Mã PIN hiện tại không đúng',
    ADMIN_PASSWORD_REQUIRED: 'Tài khoản quản trị dùng mật khẩu, không dùng mã PIN',
    CANNOT_BLOCK_SELF: 'Bạn không thể tự khóa tài khoản của mình',
    USER_NOT_FOUND: 'Không tìm thấy người dùng',
    // Listings (ListingErrorCode)
    POST_NOT_FOUND: 'Không tìm thấy tin',
    POST_EXPIRED: 'Tin này đã hết hạn.',
    NOT_POST_OWNER: 'Chỉ chủ tin mới được sửa tin này',
    OWN_POST_ERROR: 'Bạn không thể lưu tin của chính mình vào danh sách yêu thích.',
    STORE_NOT_FOUND: 'Không tìm thấy tiệm',
    PAYMENT_REQUIRED: 'Các gói nâng cấp cần thanh toán trước',
    TOO_MANY_MEDIA: 'Tối đa 12 ảnh/video cho mỗi tin',
    UNKNOWN_MEDIA: 'Chỉ giữ hoặc sắp xếp lại ảnh/video của chính tin này',
    CONTACT_RATE_LIMITED: 'Bạn đã gửi quá nhiều tin nhắn. Vui lòng thử lại sau.',
    INVALID_CURSOR: 'Trang kết quả không còn hợp lệ. Vui lòng tìm lại từ đầu.',
    SEARCH_RATE_LIMITED: 'Bạn tìm kiếm quá nhanh. Vui lòng thử lại sau ít phút.',
    TRANSLATE_RATE_LIMITED: 'Bạn đã yêu cầu dịch quá nhiều lần. Vui lòng thử lại sau.',
    POST_RATE_LIMITED: 'Bạn đã đăng quá nhiều tin mới trong thời gian ngắn. Vui lòng thử lại sau.',
    PHOTO_VIDEO_REQUIRED: 'Ảnh/video chỉ hiển thị với gói Ảnh/Video. Tin này chưa có gói nên không thêm được ảnh.',
    POST_NOT_EXPIRED: 'Tin vẫn còn hạn, chưa cần gia hạn',
    // Payments (BillingErrorCode): met in the package wizard, worded for it
    AMOUNT_MISMATCH: 'Giá gói vừa thay đổi. Vui lòng kiểm tra lại tổng tiền.',
    NOTHING_TO_PAY: 'Gói miễn phí không cần thanh toán.',
    PAYMENT_NOT_FOUND: 'Không tìm thấy thanh toán.',
    PAYMENT_NOT_PAID: 'Thanh toán chưa hoàn tất.',
    PAYMENT_USED: 'Thanh toán này đã được dùng cho một tin đăng khác.',
    PAYMENT_PACKAGE_MISMATCH: 'Gói đã chọn khác với gói đã thanh toán.',
    CARD_DECLINED: 'Thẻ của bạn đã bị từ chối.',
    WRONG_PAYMENT_MODE: 'Phương thức thanh toán không khớp với máy chủ. Vui lòng tải lại trang.',
    WEBHOOK_SIGNATURE_INVALID: 'Chữ ký không hợp lệ',
    PAYMENT_PROVIDER_ERROR: 'Cổng thanh toán đang gặp sự cố. Vui lòng thử lại sau.',
    // Media (MediaErrorCode; UNSUPPORTED_MEDIA_TYPE is above)
    FILE_TOO_LARGE: 'File quá lớn',
    TOO_MANY_FILES: 'Quá nhiều file',
    UPLOAD_SESSION_REQUIRED: 'Thiếu phiên tải lên. Vui lòng tải lại trang.',
    UPLOAD_SESSION_FORBIDDEN: 'Phiên tải lên này không thuộc về bạn. Vui lòng tải lại trang.',
    MEDIA_NOT_FOUND: 'Không tìm thấy file',
    NO_FILES: 'Chưa có file nào được gửi',
    NOT_MULTIPART: 'File gửi lên không đúng định dạng',
    MAIN_MEDIA_NOT_REMOVABLE: 'Không thể xóa ảnh chính',
    UPLOAD_RATE_LIMITED: 'Bạn đã tải lên quá nhiều tệp. Vui lòng thử lại sau.',
    UPLOAD_FORM_INVALID: 'Tệp tải lên không đúng định dạng yêu cầu',
    // Forum (ForumErrorCode)
    THREAD_NOT_FOUND: 'Không tìm thấy chủ đề này',
    FORUM_POST_NOT_FOUND: 'Không tìm thấy bài trả lời này',
    NOT_YOUR_FORUM_ENTRY: 'Bạn chỉ sửa hoặc xoá được bài của mình',
    FORUM_EDIT_WINDOW_CLOSED: 'Bài chỉ sửa được trong 24 giờ sau khi đăng',
    THREAD_HAS_REPLIES: 'Chủ đề đã có người trả lời nên không xoá được',
    FORUM_RATE_LIMITED: 'Bạn đăng bài quá nhanh. Vui lòng thử lại sau.',
  },
  // Every code but the staff area's, and nothing else: a code added to the contracts fails to compile until it has words.
} satisfies { apiErrors: Record<Exclude<ErrorCode, AdminErrorCode>, string> };
