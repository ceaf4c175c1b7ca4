/**
 * Names for demo owners and salons. Owners are mostly Vietnamese-American, and many go by an
 * English first name at work, so both kinds appear.
 */

// Repeats weight the list toward how common each family name is (Nguyễn alone is about 40%).
export const LAST_NAMES: readonly string[] = [
  'Nguyễn', 'Nguyễn', 'Nguyễn', 'Nguyễn', 'Nguyễn', 'Trần', 'Trần', 'Lê', 'Lê', 'Phạm', 'Phạm',
  'Hoàng', 'Huỳnh', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương',
  'Lý', 'Đinh', 'Trương', 'Lâm', 'Mai', 'Tạ', 'Cao', 'Lưu', 'Châu', 'Quách', 'Tô', 'Vương', 'La',
  'Thái', 'Kiều', 'Đoàn', 'Tăng', 'Hà',
];

export const FEMALE_NAMES: readonly string[] = [
  'Lan', 'Hương', 'Linh', 'Thảo', 'Trang', 'Mai', 'Vy', 'Ngọc', 'Hạnh', 'Hằng', 'Thủy', 'Loan',
  'Nhung', 'Phương', 'Tuyết', 'Yến', 'Diễm', 'Hồng', 'Hoa', 'Kim', 'Liên', 'Nga', 'Oanh', 'Thu',
  'Trinh', 'Uyên', 'Xuân', 'Dung', 'Hà', 'Ngân', 'Thư', 'Tâm', 'Ngọc Anh', 'Thanh Hương', 'Kim Chi',
  'Bích Ngọc', 'Thu Hà', 'Mỹ Linh', 'Thanh Thảo', 'Kim Loan', 'Tina', 'Jenny', 'Lisa', 'Kathy',
  'Vivian', 'Amy', 'Linda', 'Tracy', 'Cindy', 'Nancy', 'Helen', 'Julie', 'Kelly', 'Anna', 'Tammy',
];

export const MALE_NAMES: readonly string[] = [
  'Tuấn', 'Hùng', 'Minh', 'Dũng', 'Long', 'Hải', 'Nam', 'Phong', 'Quang', 'Sơn', 'Thắng', 'Trung',
  'Việt', 'Bảo', 'Khoa', 'Hiếu', 'Phúc', 'Tài', 'Đức', 'Thành', 'Vinh', 'Huy', 'Quốc Bảo',
  'Minh Tâm', 'Văn Hải', 'Tony', 'Kevin', 'Peter', 'David', 'Henry', 'Andy', 'Danny', 'Johnny',
  'Jimmy', 'Steven',
];

/** Salon names are a prefix plus a suffix: 75 x 8 = 600 possible names. */
export const STORE_PREFIXES: readonly string[] = [
  'Lavender', 'Diamond', 'Lotus', 'Luxury', "Kim's", "Tina's", 'Happy', 'Queen', 'Royal', 'Elegant',
  'Princess', 'Star', 'Sunshine', 'Pink', 'Top', 'Regal', 'Crystal', 'Pearl', 'Orchid', 'Magnolia',
  'Bella', 'Classy', 'Glamour', 'VIP', 'Venus', 'Tip Top', 'Lucky', 'Angel', 'Blossom', 'Cherry',
  'Golden', 'Zen', 'Posh', 'Majestic', 'Polished', 'Serenity', "Jenny's", "Lisa's", "Vivian's",
  "Amy's", "Tony's", "Anna's", "Kathy's", 'Lily', 'Rose', 'Jasmine', 'Ivy', 'Luxe', 'Modern',
  'Perfect 10', 'Hollywood', 'Beverly', 'Paris', 'Avenue', 'Galleria', 'Five Star', 'Milan',
  'Tiffany', 'Uptown', 'Classic', 'Red Carpet', 'Bliss', 'Signature', 'Opal', 'Sapphire', 'Ruby',
  'Emerald', 'Jade', 'Bamboo', 'Amazing', 'Pretty', 'Lovely', 'Sunny', 'Saigon', 'Ocean',
];

export const STORE_SUFFIXES: readonly string[] = [
  'Nails', 'Nails & Spa', 'Nail Salon', 'Nail Bar', 'Nail Lounge', 'Nails & Beauty', 'Nail Spa',
  'Nail Studio',
];

/** Suites as US strip-mall leases write them. */
export const SUITES: readonly string[] = [
  'Suite 110', 'Suite 104', 'Suite 120', 'Suite 200', 'Suite B', 'Suite C', 'Ste 8', 'Ste 15',
  'Unit 5', 'Unit 12', '#101', '#A3',
];

/** Anchor stores of the shopping centers salons sit in. */
export const ANCHORS: readonly string[] = [
  'Walmart', 'Target', 'Costco', 'Kroger', 'Ross', 'TJ Maxx', 'Publix', 'Safeway', 'Starbucks',
  'Home Depot',
];
