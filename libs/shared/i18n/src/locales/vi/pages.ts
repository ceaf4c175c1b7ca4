/**
 * Static pages (about, FAQ, terms, privacy). The Vietnamese catalogue is the source; en must match
 * its keys. Shape read by the shell's StaticPage renderer:
 * - about, terms, privacy: `{ title, intro, sections: { <key>: { heading, body, points?, note? } } }`
 *   where `points` is an object of bullet strings, rendered in key order;
 * - faq: `{ title, intro, items: { <key>: { question, answer } } }`.
 * Figures that other parts of the product rely on (spec 01 section 9 "Static copy"): support answers
 * within 24 hours, privacy questions within 72 hours, terms changes announced 30 days ahead,
 * retention 2 years / 1 year / 6 months / 7 years, office hours Monday to Friday 9:00-18:00.
 */
export const pages = {
  shared: {
    needHelp: 'Bạn cần thêm trợ giúp?',
    contactUs: 'Liên hệ với chúng tôi',
  },
  about: {
    title: 'Về Chợ Nail',
    intro:
      'Chợ Nail là chợ tin trực tuyến của ngành nail tại Mỹ, làm bằng tiếng Việt trước tiên và có đầy đủ tiếng Anh. Tại đây, chủ tiệm đăng tin tuyển thợ ("Cần thợ") và tin bán tiệm ("Bán tiệm"); thợ nail và người muốn mua tiệm tìm được tin phù hợp gần nơi mình sống.',
    sections: {
      audience: {
        heading: 'Chợ Nail dành cho ai?',
        body: 'Cho chủ tiệm nail cần tuyển thợ hoặc muốn bán, sang tiệm; cho thợ nail đang tìm chỗ làm mới; và cho những ai muốn mua tiệm để tự kinh doanh. Vì phần lớn người dùng xem trên điện thoại, mọi trang đều được làm gọn, chữ dễ đọc, nút dễ bấm.',
      },
      features: {
        heading: 'Bạn có thể làm gì trên Chợ Nail?',
        body: 'Không cần tài khoản, bạn vẫn xem được mọi tin đăng. Khi có tài khoản, bạn còn lưu tin và đăng tin của riêng mình.',
        points: {
          browse: 'Tìm tin tuyển thợ và tin bán tiệm theo thành phố, tiểu bang, hoặc xem ngay trên bản đồ.',
          save: 'Lưu những tin bạn quan tâm để xem lại bất cứ lúc nào.',
          post: 'Đăng tin tuyển thợ hoặc bán tiệm, rồi tự sửa, tạm ngưng, mở lại hoặc xóa tin trong "Tài khoản của tôi".',
          language: 'Chuyển qua lại giữa tiếng Việt và tiếng Anh chỉ với một lần bấm.',
        },
      },
      pricing: {
        heading: 'Đăng tin cơ bản miễn phí',
        body: 'Đăng tin cơ bản (gói Basic) hoàn toàn miễn phí: tin dạng chữ, hiển thị theo thứ tự thời gian đăng. Khi muốn tin được nhiều người thấy hơn, bạn có thể mua thêm các dịch vụ tính phí theo tháng. Các dịch vụ này không bắt buộc:',
        points: {
          media: 'Hình ảnh và video cho tin đăng.',
          states: 'Hiển thị tin ở nhiều tiểu bang (Multi-State).',
          priority: 'Ưu tiên Kim cương (Diamond): tin được xếp lên trên và nổi bật hơn các tin thường.',
        },
        note: 'Giá từng dịch vụ và tổng tiền luôn hiện rõ trước khi bạn thanh toán. Nếu không chọn dịch vụ nào, bạn không phải trả đồng nào.',
      },
      support: {
        heading: 'Hỗ trợ',
        body: 'Đội ngũ Chợ Nail làm việc từ thứ Hai đến thứ Sáu, 9:00-18:00 (9 giờ sáng đến 6 giờ chiều), và trả lời mọi yêu cầu hỗ trợ trong vòng 24 giờ. Bạn có thể gửi tin nhắn cho chúng tôi qua trang Liên hệ.',
      },
    },
  },
  faq: {
    title: 'Câu hỏi thường gặp',
    intro: 'Những câu hỏi chủ tiệm và thợ nail hay gửi cho chúng tôi. Bấm vào từng câu hỏi để xem câu trả lời.',
    items: {
      q1: {
        question: 'Đăng tin trên Chợ Nail có mất tiền không?',
        answer:
          'Không. Đăng tin cơ bản (gói Basic) là miễn phí. Nếu muốn tin nổi bật hơn, bạn có thể chọn thêm các dịch vụ tính phí theo tháng: hình ảnh và video, hiển thị ở nhiều tiểu bang, hoặc ưu tiên Kim cương. Các dịch vụ này không bắt buộc, và tổng tiền luôn hiện rõ trước khi bạn thanh toán.',
      },
      q2: {
        question: 'Làm sao để đăng tin?',
        answer:
          'Đăng nhập rồi bấm "Đăng tin". Bước 1: chọn gói (gói Basic miễn phí, các dịch vụ thêm tùy bạn chọn). Bước 2: chọn loại tin "Cần thợ" hoặc "Bán tiệm", nhập tên và địa chỉ tiệm, tiêu đề và nội dung, rồi bấm "Tạo tin đăng". Tin của bạn sẽ nằm trong "Tài khoản của tôi".',
      },
      q3: {
        question: 'Làm sao tìm tin theo thành phố hoặc tiểu bang?',
        answer:
          'Ở trang chủ, gõ tên thành phố hoặc tiểu bang vào ô tìm khu vực rồi chọn một gợi ý. Khi đã chọn khu vực, bấm nút lọc để chọn khoảng cách (từ 20 đến 100 dặm) và loại tin. Trên điện thoại, thanh dưới cùng có nút "Cần thợ" và "Bán tiệm" để lọc nhanh, và nút "Bản đồ" để xem tin theo vị trí.',
      },
      q4: {
        question: 'Làm sao lưu một tin để xem lại sau?',
        answer:
          'Bấm nút lưu trên thẻ tin hoặc trong trang chi tiết tin. Bạn cần đăng nhập để lưu tin. Các tin đã lưu nằm ở mục "Đã lưu" (thanh dưới cùng trên điện thoại) và trong "Tài khoản của tôi". Bấm lại nút lưu để bỏ lưu.',
      },
      q5: {
        question: 'Tạo tài khoản như thế nào?',
        answer:
          'Tài khoản dùng số điện thoại và mã PIN 4 chữ số, không cần mật khẩu dài. Khi đăng ký, bạn nhập số điện thoại, họ tên và chọn mã PIN; chúng tôi gửi một mã xác nhận qua tin nhắn SMS để chắc chắn số điện thoại là của bạn. Những lần sau, bạn chỉ cần số điện thoại và mã PIN để đăng nhập. Nên tránh các mã quá dễ đoán như 1234 hay 0000.',
      },
      q6: {
        question: 'Quên mã PIN thì phải làm sao?',
        answer:
          'Trong hộp đăng nhập, chọn mục quên mã PIN, nhập số điện thoại đã đăng ký, nhập mã xác nhận gửi qua tin nhắn SMS, rồi đặt mã PIN mới (ít nhất 4 chữ số). Sau đó bạn đăng nhập lại bằng mã PIN mới.',
      },
      q7: {
        question: 'Tin đăng được hiển thị trong bao lâu?',
        answer:
          'Tin miễn phí gói Basic chỉ có chữ, không kèm hình ảnh hay video. Nếu bạn đăng trong vòng 6 tháng kể từ ngày đăng ký tài khoản, tin được hiển thị 6 tháng; tin Basic đăng sau khoảng thời gian đó được hiển thị 1 tháng. Dịch vụ tính phí có hiệu lực theo số tháng bạn đã chọn. Tin hết hạn sẽ tự ẩn khỏi trang, và bạn có thể đăng tin mới bất cứ lúc nào.',
      },
      q8: {
        question: 'Tôi có thể sửa, tạm ngưng hoặc xóa tin không?',
        answer:
          'Được. Trong "Tài khoản của tôi", bạn có thể sửa tiêu đề, nội dung và hình ảnh của tin; tạm ngưng tin khi đã tuyển đủ thợ, mở lại khi cần; hoặc xóa hẳn tin.',
      },
      q9: {
        question: 'Thanh toán bằng cách nào? Có an toàn không?',
        answer:
          'Bạn trả bằng thẻ, tính bằng đô la Mỹ (USD), qua đối tác thanh toán. Thông tin thẻ do đối tác xử lý trực tiếp; Chợ Nail không lưu số thẻ của bạn. Dịch vụ được kích hoạt sau khi thanh toán được xác nhận.',
      },
      q10: {
        question: 'Vì sao số điện thoại trong tin bị che một phần?',
        answer:
          'Để hạn chế việc thu thập số điện thoại hàng loạt, số điện thoại trong phần mô tả được che bớt, chỉ hiện 4 số cuối. Bấm vào số để xem đầy đủ và gọi.',
      },
      q11: {
        question: 'Liên hệ bộ phận hỗ trợ bằng cách nào?',
        answer:
          'Gửi tin nhắn qua trang Liên hệ, hoặc gọi điện, gửi email theo thông tin trên trang đó. Chúng tôi làm việc từ thứ Hai đến thứ Sáu, 9:00-18:00, và trả lời trong vòng 24 giờ.',
      },
    },
  },
  terms: {
    title: 'Điều khoản sử dụng',
    intro:
      'Vui lòng đọc kỹ các điều khoản dưới đây trước khi dùng Chợ Nail. Các điều khoản này áp dụng cho mọi người dùng: người xem tin, người có tài khoản và người đăng tin.',
    sections: {
      acceptance: {
        heading: 'Chấp nhận điều khoản',
        body: 'Khi truy cập Chợ Nail, đăng ký tài khoản hoặc đăng tin, bạn đồng ý tuân theo các Điều khoản sử dụng này và Chính sách bảo mật. Nếu không đồng ý, vui lòng ngưng sử dụng dịch vụ.',
      },
      accounts: {
        heading: 'Tài khoản',
        body: 'Tài khoản được lập bằng số điện thoại của chính bạn và được xác nhận qua tin nhắn SMS. Bạn cần cung cấp thông tin đúng sự thật, giữ bí mật mã PIN và chịu trách nhiệm về mọi hoạt động trong tài khoản của mình. Không dùng số điện thoại của người khác, không chia sẻ mã PIN. Nếu nghi ngờ có người khác dùng tài khoản của bạn, hãy đổi mã PIN và báo cho chúng tôi ngay.',
      },
      listings: {
        heading: 'Quy định về tin đăng',
        body: 'Khi đăng tin, bạn cam kết:',
        points: {
          truthful:
            'Tin đăng trung thực: đúng loại tin, đúng địa chỉ tiệm; thông tin về lương, giá bán, doanh thu đúng sự thật. Chỉ đăng việc làm có thật và tiệm mà bạn có quyền bán.',
          noDiscrimination:
            'Không phân biệt đối xử: không đưa ra yêu cầu hay ưu tiên dựa trên chủng tộc, màu da, tôn giáo, giới tính, nguồn gốc quốc gia, tuổi tác, khuyết tật hoặc các đặc điểm khác được pháp luật bảo vệ.',
          legal:
            'Không đăng nội dung bất hợp pháp: lừa đảo, vi phạm luật lao động, mua bán trái phép, nội dung xúc phạm, hoặc vi phạm quyền của người khác.',
          noSpam: 'Không đăng tin trùng lặp, tin rác, hoặc quảng cáo không liên quan đến ngành nail.',
          ownContent: 'Chỉ đăng hình ảnh, video và nội dung mà bạn có quyền sử dụng; bạn chịu trách nhiệm về mọi nội dung mình đăng.',
        },
      },
      payments: {
        heading: 'Dịch vụ tính phí và thanh toán',
        body: 'Đăng tin cơ bản (gói Basic) là miễn phí. Các dịch vụ thêm (hình ảnh và video, hiển thị ở nhiều tiểu bang, ưu tiên Kim cương) là tùy chọn, tính phí theo tháng, và giá được hiện rõ trước khi bạn thanh toán. Thanh toán bằng thẻ, tính bằng đô la Mỹ (USD), qua đối tác thanh toán. Dịch vụ được kích hoạt sau khi thanh toán được xác nhận và có hiệu lực theo số tháng bạn đã chọn. Nếu bạn bị trừ tiền mà dịch vụ chưa được kích hoạt, hãy liên hệ chúng tôi để được kiểm tra và xử lý.',
      },
      removal: {
        heading: 'Gỡ bỏ tin đăng',
        body: 'Chúng tôi có quyền tạm ẩn hoặc gỡ bỏ tin vi phạm các quy định trên, tin bị báo cáo có dấu hiệu lừa đảo, hoặc tin phải gỡ theo yêu cầu của pháp luật, và có thể khóa tài khoản vi phạm nhiều lần. Tin cũng tự ẩn khi hết hạn. Bạn có thể tự tạm ngưng hoặc xóa tin của mình bất cứ lúc nào trong "Tài khoản của tôi".',
      },
      liability: {
        heading: 'Giới hạn trách nhiệm',
        body: 'Chợ Nail là nơi đăng tin; chúng tôi không phải là chủ tuyển dụng, người môi giới hay một bên trong việc mua bán tiệm. Chúng tôi không kiểm chứng mọi tin đăng và không bảo đảm về độ chính xác của tin, về người đăng tin, hay về kết quả của bất kỳ thỏa thuận nào giữa người dùng với nhau. Hãy tìm hiểu kỹ trước khi nhận việc, đặt cọc hoặc mua tiệm. Dịch vụ được cung cấp theo hiện trạng; trong phạm vi pháp luật cho phép, Chợ Nail không chịu trách nhiệm về thiệt hại phát sinh từ việc sử dụng trang web hoặc từ các tin đăng.',
      },
      changes: {
        heading: 'Thay đổi điều khoản',
        body: 'Chúng tôi có thể cập nhật các điều khoản này. Mọi thay đổi sẽ được thông báo trên trang web ít nhất 30 ngày trước khi có hiệu lực. Nếu bạn tiếp tục dùng Chợ Nail sau ngày đó, nghĩa là bạn đồng ý với điều khoản mới.',
      },
      contact: {
        heading: 'Liên hệ',
        body: 'Nếu có câu hỏi về các điều khoản này, vui lòng gửi tin nhắn qua trang Liên hệ. Chúng tôi trả lời trong vòng 24 giờ, từ thứ Hai đến thứ Sáu, 9:00-18:00.',
      },
    },
  },
  privacy: {
    title: 'Chính sách bảo mật',
    intro:
      'Chính sách này giải thích Chợ Nail thu thập thông tin gì, dùng để làm gì, chia sẻ với ai, lưu giữ trong bao lâu và bạn có những quyền gì đối với thông tin của mình.',
    sections: {
      collect: {
        heading: 'Thông tin chúng tôi thu thập',
        body: 'Chúng tôi chỉ thu thập những thông tin cần thiết cho dịch vụ:',
        points: {
          phone: 'Số điện thoại: dùng để đăng nhập và nhận mã xác nhận qua tin nhắn SMS. Mã PIN được mã hóa một chiều, kể cả nhân viên của chúng tôi cũng không xem được.',
          name: 'Họ tên và email, nếu bạn cung cấp.',
          listings: 'Tin đăng và thông tin tiệm: tên tiệm, địa chỉ, diện tích, số điện thoại của tiệm, hình ảnh và video.',
          usage: 'Thông tin sử dụng: tin bạn đã lưu, lượt xem, loại thiết bị, địa chỉ IP và nhật ký truy cập.',
          payments: 'Thông tin thanh toán: số tiền, ngày thanh toán và dịch vụ đã mua. Số thẻ do đối tác thanh toán xử lý, chúng tôi không lưu.',
        },
      },
      purpose: {
        heading: 'Chúng tôi dùng thông tin để làm gì',
        body: 'Chúng tôi dùng thông tin của bạn để:',
        points: {
          service: 'Tạo và bảo vệ tài khoản, xác nhận số điện thoại của bạn.',
          listings:
            'Hiển thị tin đăng để người xem liên hệ với bạn. Số điện thoại hiện trên tin là số của tiệm nếu bạn có nhập, nếu không thì là số điện thoại tài khoản của bạn.',
          payments: 'Xử lý thanh toán và kích hoạt dịch vụ bạn đã mua.',
          safety: 'Ngăn chặn lừa đảo, tin rác và truy cập trái phép.',
          improve: 'Trả lời yêu cầu hỗ trợ và cải thiện trang web.',
        },
      },
      sharing: {
        heading: 'Chia sẻ thông tin',
        body: 'Chúng tôi không bán thông tin cá nhân của bạn. Chúng tôi chỉ chia sẻ thông tin với các đối tác giúp vận hành dịch vụ (gửi tin nhắn SMS, xử lý thanh toán, lưu trữ dữ liệu, dịch tự động tin đăng), và họ chỉ được dùng thông tin đó để làm việc cho chúng tôi; hoặc khi pháp luật yêu cầu. Nội dung tin đăng (tên tiệm, khu vực, số điện thoại liên hệ, hình ảnh) là công khai cho mọi người xem.',
      },
      cookies: {
        heading: 'Cookie và lưu trữ trên thiết bị',
        body: 'Chúng tôi dùng một cookie bảo mật để giữ bạn đăng nhập, và lưu lựa chọn ngôn ngữ của bạn ngay trên thiết bị. Mã PIN không bao giờ được lưu trên trình duyệt.',
      },
      retention: {
        heading: 'Thời gian lưu giữ',
        body: 'Chúng tôi chỉ giữ thông tin trong thời gian cần thiết, sau đó xóa:',
        points: {
          accounts: 'Tài khoản không hoạt động: giữ 2 năm kể từ lần hoạt động cuối.',
          posts: 'Tin đăng đã hết hạn: giữ 1 năm kể từ ngày hết hạn.',
          logs: 'Nhật ký hệ thống và nhật ký truy cập: giữ 6 tháng.',
          payments: 'Dữ liệu thanh toán: giữ 7 năm, theo quy định về thuế và kế toán.',
        },
      },
      rights: {
        heading: 'Quyền của bạn',
        body: 'Bạn có quyền xem và sửa thông tin tài khoản; sửa, tạm ngưng hoặc xóa tin đăng của mình; yêu cầu một bản sao dữ liệu của bạn; và yêu cầu xóa tài khoản cùng dữ liệu liên quan, trừ những dữ liệu pháp luật buộc chúng tôi phải giữ (như dữ liệu thanh toán). Tùy theo tiểu bang nơi bạn sống, bạn có thể có thêm quyền theo luật của tiểu bang đó.',
      },
      security: {
        heading: 'Bảo mật',
        body: 'Dữ liệu được truyền qua kết nối mã hóa. Số lần đăng nhập sai và số lần gửi mã xác nhận đều được giới hạn để chống dò mã PIN. Dù vậy, không hệ thống nào an toàn tuyệt đối, nên hãy giữ bí mật mã PIN của bạn.',
      },
      contact: {
        heading: 'Câu hỏi về quyền riêng tư',
        body: 'Gửi câu hỏi hoặc yêu cầu về dữ liệu của bạn qua trang Liên hệ, ghi tiêu đề "Quyền riêng tư". Chúng tôi trả lời mọi câu hỏi về quyền riêng tư trong vòng 72 giờ.',
      },
    },
  },
} as const;
