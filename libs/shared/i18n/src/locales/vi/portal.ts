/** Customer portal (post remote) and admin sign-in (admin remote) strings. */
export const portal = {
  portal: {
    title: 'Tài khoản của tôi',
    greeting: 'Xin chào, {{name}}',
    login: {
      title: 'Vui lòng đăng nhập',
      body: 'Đăng nhập để xem tin đăng, tin đã lưu và cài đặt tài khoản của bạn.',
      button: 'Đăng nhập',
    },
    tabsLabel: 'Các mục tài khoản',
    tabs: {
      dashboard: 'Tổng quan',
      saved: 'Đã lưu',
      settings: 'Cài đặt',
    },
    comingSoon: 'Sắp ra mắt',
    dashboard: {
      title: 'Tin đăng của tôi',
      body: 'Thống kê và danh sách tin đăng của bạn sẽ sớm hiển thị tại đây.',
      createPost: 'Đăng tin mới',
    },
    saved: {
      title: 'Tin đã lưu',
      body: 'Danh sách tin bạn đã lưu sẽ sớm hiển thị tại đây.',
    },
    settings: {
      title: 'Cài đặt tài khoản',
      phone: 'Số điện thoại',
      username: 'Tên người dùng',
      role: 'Vai trò',
      roles: {
        user: 'Người dùng',
        admin: 'Quản trị viên',
      },
      notSet: '—',
      changePin: 'Đổi mã PIN',
      logout: 'Đăng xuất',
    },
  },
  adminLogin: {
    title: 'Đăng nhập quản trị',
    subtitle: 'Khu vực dành cho quản trị viên Chợ Nail.',
    phone: 'Số điện thoại',
    phonePlaceholder: '(123) 456-7890',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    submitting: 'Đang đăng nhập...',
    successTitle: 'Đăng nhập thành công!',
    successBody: 'Chào mừng bạn quay lại!',
    failedTitle: 'Đăng nhập thất bại',
    tryAgain: 'Vui lòng thử lại',
    unauthorizedTitle: 'Không có quyền truy cập',
    unauthorizedBody: 'Tài khoản này không có quyền vào trang quản trị.',
    backHome: 'Về trang chủ',
    logout: 'Đăng xuất',
  },
};
