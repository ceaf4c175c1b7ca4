import { adminCatalogue } from './admin';
import { en, vi } from './all';
import { pagesCatalogue } from './pages';

/**
 * Every message section 8 of spec 01 and spec 02 quotes word for word, against the catalogue of the
 * language it is quoted in. Screen tests compare the screen with the catalogue the screen renders,
 * so a wrong catalogue string would pass them; this pins the spec's words once. A quote given in
 * one language only is checked in that language (the other holds its translation). `{n}`-style
 * placeholders in the spec match any `{{name}}` placeholder. The store flow's words of sections 2
 * and 5 are here too, since its toasts are section 8's.
 *
 * One deliberate difference: issue 17 (item 12) has Vietnamese screens say "tiệm", never the English
 * "store", so the spec's Vietnamese quotes are read with "store"/"stores" as "tiệm".
 */
const QUOTED: Record<'vi' | 'en', readonly string[]> = {
  en: [
    // Spec 01 section 8.
    'Login failed',
    'Please try again',
    'Failed to send OTP',
    'Registration failed',
    'Failed to reset password',
    'Could not change PIN',
    'Please log in to view saved items',
    'Could not save',
    'Login Required',
    'Please login to save posts',
    'Cannot Save',
    'You cannot save your own posts to your favorites list.',
    'Could not save post',
    'Could not remove',
    'Update failed',
    'Failed to update post',
    'Upload failed',
    'Failed to upload media files',
    'Error removing file',
    'Failed to remove file',
    'Failed to fetch job posts',
    'Failed to fetch stats',
    'An error occurred during logout',
    'Delete Error',
    'Unable to delete job post. Please try again.',
    'Could not send message. Please try again.',
    'Unable to load map for this location',
    'Job post expired',
    'This job post has expired.',
    'Please login',
    'Unauthorized access',
    'Invalid input',
    'Network error',
    'Error loading data',
    'Login successful! Welcome back!',
    'OTP sent successfully! Please check your SMS messages.',
    'Registration successful! Welcome to the platform!',
    'PIN changed successfully',
    'Logout successful, See you again!',
    'Verification code sent!',
    'PIN reset successfully!',
    'Added to favorites',
    'Removed from favorites',
    'Post saved successfully',
    'Post unsaved successfully',
    'Updated successfully',
    'Post has been updated',
    'Upload successful',
    'Added {n} media files',
    'File removed',
    'Logged out',
    'Delete Successful',
    'Job post has been removed from the system.',
    'Job posted successfully!',
    'Message sent successfully',
    'We will contact you as soon as possible',
    'Are you sure you want to delete this job post?',
    // Spec 02 section 8 (admin).
    'Invalid credentials',
    'Login successful',
    'Welcome admin!',
    'Job post deleted',
    'Error deleting job post',
  ],
  vi: [
    // Spec 01 section 8.
    'Không thể lưu',
    'Không thể hiển thị bản đồ cho vị trí này',
    'Không tìm thấy bài đăng',
    'Không tìm thấy tin tuyển dụng',
    'Lỗi ảnh',
    'Thành công',
    // Spec 02 section 8.
    'Lỗi thanh toán',
    'Lỗi',
    'Có lỗi xảy ra trong quá trình thanh toán',
    'Thanh toán đã được xử lý thành công!',
    'Có lỗi xảy ra khi tạo payment intent',
    'Có lỗi xảy ra khi tạo quảng cáo',
    'Quảng cáo đã được tạo thành công!',
    'Không thể xóa store',
    'Đã xóa store thành công',
    'Upload thất bại',
    'Vui lòng thử lại',
    '❌ Lỗi xóa file',
    'Không thể xóa file. Vui lòng thử lại.',
    '✅ Đã xóa file',
    'Upload thành công',
    // The same store flow's words in spec 02 sections 2 and 5.
    'Sử dụng store có sẵn ({n} stores)',
    'Xác nhận xóa store',
    'Bạn có chắc chắn muốn xóa store "{name}" không? Hành động này không thể hoàn tác.',
    'Vui lòng chọn store hoặc điền đầy đủ thông tin tạo store mới',
  ],
};

function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) stringsOf(child, out);
  return out;
}

const CATALOGUES = {
  vi: stringsOf([vi, adminCatalogue.vi, pagesCatalogue.vi]),
  en: stringsOf([en, adminCatalogue.en, pagesCatalogue.en]),
};

/** Issue 17's "tiệm" for the spec's "store" in Vietnamese. */
const asWritten = (lang: 'vi' | 'en', quote: string) => (lang === 'vi' ? quote.replace(/\bstores?\b/g, 'tiệm') : quote);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The quote as a whole catalogue string, `{n}` standing for any `{{name}}`. */
const asPattern = (quote: string) => new RegExp(`^${quote.split(/\{\w+\}/).map(escape).join('\\{\\{\\w+\\}\\}')}$`);

describe.each(['vi', 'en'] as const)('the %s catalogue words every message the specs quote in that language', (lang) => {
  it.each(QUOTED[lang].map((quote) => [quote]))('%s', (quote) => {
    const pattern = asPattern(asWritten(lang, quote));
    expect(CATALOGUES[lang].filter((text) => pattern.test(text))).not.toEqual([]);
  });
});
