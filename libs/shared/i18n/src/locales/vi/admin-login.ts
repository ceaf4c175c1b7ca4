/** Admin sign-in (admin remote, with ../../admin.ts). */
export const adminLogin = {
  adminLogin: {
    title: 'Đăng nhập quản trị',
    subtitle: 'Khu vực dành cho quản trị viên Chợ Nail.',
    phone: 'Số điện thoại',
    phonePlaceholder: '(123) 456-7890',
    password: 'Mật khẩu',
    totp: 'Mã xác thực (6 số)',
    totpHint: 'Mở ứng dụng xác thực trên điện thoại (Google Authenticator…) và nhập mã 6 số đang hiện cho Chợ Nail.',
    submit: 'Đăng nhập',
    submitting: 'Đang đăng nhập...',
    successTitle: 'Đăng nhập thành công',
    successBody: 'Chào mừng quản trị viên!',
    failedTitle: 'Đăng nhập thất bại',
    tryAgain: 'Vui lòng thử lại',
    invalidCredentials: 'Thông tin đăng nhập không đúng',
    unauthorizedTitle: 'Không có quyền truy cập',
    unauthorizedBody: 'Tài khoản này không có quyền vào trang quản trị.',
    backHome: 'Về trang chủ',
    logout: 'Đăng xuất',
  },
};
