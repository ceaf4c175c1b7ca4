/**
 * Issue 39, "what the ad earned": the poster's statistics on the owner's ad page (/my-posts/{id}),
 * the portal's summary and the staff's post view. Added by the statistics section's chunk
 * (../../post-stats.ts), not by the first page.
 */
export const postStats = {
  postStats: {
    title: 'Hiệu quả tin đăng',
    period: '{{days}} ngày qua',
    periodLabel: 'Xem số liệu trong',
    ranges: {
      d7: '7 ngày',
      d30: '30 ngày',
      d90: '90 ngày',
      d395: '13 tháng',
    },
    counters: {
      views: 'Lượt xem',
      phoneReveals: 'Lượt bấm gọi',
      saves: 'Lượt lưu',
      directionTaps: 'Lượt chỉ đường',
      shares: 'Lượt chia sẻ',
    },
    hints: {
      views: 'Số người mở xem tin',
      phoneReveals: 'Số người bấm Gọi, Nhắn tin hoặc bấm xem số điện thoại',
      saves: 'Số người lưu tin để xem lại',
      directionTaps: 'Số người bấm Chỉ đường đến tiệm',
      shares: 'Số người bấm Chia sẻ tin',
    },
    chartTitle: 'Theo từng ngày',
    chartLabel: 'Biểu đồ lượt xem và lượt bấm gọi mỗi ngày trong {{days}} ngày qua',
    chartLoading: 'Đang tải biểu đồ…',
    topStates: 'Người xem tìm tin ở bang nào',
    topStatesEmpty: 'Chưa có người xem nào mở tin từ trang tìm kiếm theo bang.',
    stateViews: '{{state}}: {{views}} lượt xem',
    empty: 'Chưa có ai xem tin trong {{days}} ngày qua. Số liệu cập nhật ngay khi có người mở tin.',
    rules: 'Mỗi người chỉ được tính một lần mỗi ngày. Lượt xem của chính bạn và của máy tìm kiếm không được tính. Số liệu được giữ 13 tháng.',
    sincePosted: 'Từ khi đăng tin',
    sinceViews: 'Lượt xem',
    sinceSaves: 'Đang lưu tin',
    staffNote: 'Bạn đang xem số liệu của tin này với quyền quản trị.',
    loading: 'Đang tải số liệu…',
    loadFailed: 'Không tải được số liệu của tin.',
    retry: 'Thử lại',
    summary: {
      title: 'Hiệu quả 30 ngày qua',
      label: 'Tổng số liệu của các tin bạn đăng trong 30 ngày qua',
      views: 'Lượt xem',
      phoneReveals: 'Lượt bấm gọi',
      saves: 'Lượt lưu',
    },
    staffButton: 'Số liệu',
    staffDialogTitle: 'Hiệu quả tin #{{id}}',
  },
};
