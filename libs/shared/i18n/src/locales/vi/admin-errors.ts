/** Refusals of staff actions (AdminErrorCode); small, so they ship with every page's error wording. */
export const adminErrors = {
  adminErrors: {
    CANNOT_DELETE_SELF: 'Bạn không thể xóa hoặc khóa chính tài khoản của mình',
    LAST_ADMIN: 'Không thể khóa hoặc xóa quản trị viên cuối cùng',
    MESSAGE_NOT_FOUND: 'Không tìm thấy tin nhắn',
  },
};
