/**
 * Sharing a post (issue 37): the share button of the job page and the detail dialog, and the menu a
 * phone without the system share sheet gets. Added by the share button's chunk (../../share.ts),
 * not by the first page.
 */
export const share = {
  share: {
    button: 'Chia sẻ',
    menuTitle: 'Chia sẻ tin này',
    facebook: 'Facebook',
    facebookHint: 'Đăng lên trang cá nhân hoặc nhóm',
    zalo: 'Zalo',
    zaloHint: 'Chép liên kết để dán vào Zalo',
    sms: 'Tin nhắn SMS',
    smsHint: 'Gửi tin này qua tin nhắn',
    copy: 'Chép liên kết',
    copyHint: 'Dán vào bất cứ đâu',
    newTab: '(mở thẻ mới)',
    copied: 'Đã chép liên kết',
    copiedForZalo: 'Mở Zalo rồi dán vào tin nhắn hoặc nhóm.',
    copyFailed: 'Không chép được liên kết',
    copyFailedBody: 'Chạm giữ vào liên kết bên dưới để chép.',
    link: 'Liên kết của tin',
  },
};
