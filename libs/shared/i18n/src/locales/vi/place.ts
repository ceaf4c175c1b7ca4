/** The city and state pages (issue 37): heading, breadcrumbs, pages, nearby cities. */
export const place = {
  place: {
    heading: {
      hiring: 'Việc làm nail ở {{place}}',
      sale: 'Tiệm nail bán ở {{place}}',
    },
    // Vietnamese has one plural form; both keys exist because en needs two (i18next picks by count).
    count: {
      hiring_one: '{{count}} tin cần thợ',
      hiring_other: '{{count}} tin cần thợ',
      sale_one: '{{count}} tiệm đang bán',
      sale_other: '{{count}} tiệm đang bán',
    },
    breadcrumbs: 'Bạn đang ở',
    home: 'Chợ Nail',
    cities: {
      hiring: 'Việc làm nail theo thành phố ở {{state}}',
      sale: 'Tiệm nail bán theo thành phố ở {{state}}',
    },
    nearby: {
      hiring: 'Việc làm nail ở các thành phố gần {{place}}',
      sale: 'Tiệm nail bán ở các thành phố gần {{place}}',
    },
    linkCount: '{{name}} ({{count}})',
    twin: 'Xem bằng tiếng Anh',
    paging: {
      label: 'Chuyển trang',
      previous: 'Trang trước',
      next: 'Trang sau',
      position: 'Trang {{page}}/{{pages}}',
    },
    notFoundTitle: 'Chưa có tin ở nơi này',
    notFoundBody: 'Hiện chưa có tin nào đang đăng ở đây. Xem tin ở các nơi khác trên trang chủ.',
    backHome: 'Về trang chủ',
    loadFailed: 'Không tải được danh sách tin',
    loadFailedBody: 'Lỗi kết nối hoặc máy chủ đang bận. Vui lòng thử lại.',
    retry: 'Thử lại',
  },
};
