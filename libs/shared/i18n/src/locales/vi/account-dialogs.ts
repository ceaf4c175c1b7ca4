/**
 * The account dialogs' own words (job-creation choice, forgotten and changed PIN, account required):
 * added by the shell's lazily loaded dialogs chunk (../../account-dialogs.ts), not by the first page.
 */
export const accountDialogs = {
  accountDialogs: {
    /** Spec 02 section 2: the job-creation dialog a member gets from 'Đăng tin' on any page. */
    postDialog: {
      title: 'Bạn muốn đăng tin gì?',
      body: 'Chọn loại tin, rồi chọn gói và điền thông tin tiệm.',
      hiring: { title: 'Cần thợ', body: 'Tìm thợ nail cho tiệm của bạn' },
      selling: { title: 'Bán tiệm', body: 'Rao bán hoặc sang lại tiệm nail' },
    },
    forgot: {
      title: "Quên mã PIN",
      phoneStep: "Nhập số điện thoại của tài khoản, chúng tôi sẽ gửi mã xác nhận.",
      verifyStep: "Nhập mã xác nhận vừa gửi tới {{phone}}.",
      resetStep: "Chọn mã PIN mới (ít nhất 4 chữ số).",
      code: "Mã xác nhận",
      newPin: "Mã PIN mới",
      confirmPin: "Nhập lại mã PIN mới",
      next: "Tiếp tục",
      reset: "Đặt lại mã PIN",
      codeSent: "Đã gửi mã xác nhận!",
      sendFailed: "Gửi mã OTP thất bại",
      resetFailed: "Đặt lại mã PIN thất bại",
      success: "Đặt lại mã PIN thành công!",
      successBody: "Bây giờ bạn có thể đăng nhập bằng mã PIN mới.",
    },
    change: {
      title: "Đổi mã PIN",
      description: "Nhập mã PIN hiện tại và mã PIN mới.",
      current: "Mã PIN hiện tại",
      new: "Mã PIN mới",
      confirm: "Nhập lại mã PIN mới",
      submit: "Đổi mã PIN",
      success: "Đổi mã PIN thành công",
      failed: "Không thể đổi mã PIN",
    },
    required: {
      title: "Cần có tài khoản",
      save: "Tạo tài khoản để lưu những tin bạn quan tâm.",
      post: "Tạo tài khoản để đăng tin tuyển thợ hoặc bán tiệm.",
      alert: "Tạo tài khoản để được nhắn tin báo khi có tin mới hợp với bạn.",
      signUp: "Đăng ký ngay",
      signIn: "Đăng nhập",
    },
  },
};
