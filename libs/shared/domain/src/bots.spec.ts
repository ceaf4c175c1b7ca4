import { isBotUserAgent } from './bots';

/** Agents as the robots send them (the operators' published strings). */
const ROBOTS: Record<string, string> = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Googlebot smartphone':
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Google AdsBot': 'AdsBot-Google (+http://www.google.com/adsbot.html)',
  'Google Inspection Tool': 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Yahoo Slurp': 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  Applebot: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)',
  Baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Meta external agent': 'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
  'Zalo link preview': 'Mozilla/5.0 (compatible; Zalo/1.0; +https://zalo.me)',
  ZaloBot: 'ZaloBot/1.0',
  Twitterbot: 'Twitterbot/1.0',
  Slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  TelegramBot: 'TelegramBot (like TwitterBot)',
  Discordbot: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'WhatsApp preview': 'WhatsApp/2.23.20.0 A',
  'Skype preview': 'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
  'Snapchat preview': 'Mozilla/5.0 (compatible; Snap URL Preview Service; bot; snapchat; https://developers.snap.com/robots)',
  Lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'Headless Chrome': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  AhrefsBot: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  GPTBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'a generic crawler': 'SomeCompany-Crawler/3.1',
  'a generic spider': 'Bytespider',
  curl: 'curl/8.5.0',
  wget: 'Wget/1.21.4',
  'python-requests': 'python-requests/2.32.3',
  'Go http client': 'Go-http-client/1.1',
  axios: 'axios/1.7.7',
  "Node's fetch": 'node',
  'no agent': '',
  'only spaces': '   ',
};

/** Agents of people: the browsers our owners and workers use, and the chat apps' in-app browsers. */
const PEOPLE: Record<string, string> = {
  'Safari on iPhone': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Chrome on Android': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Mobile Safari/537.36',
  'Chrome on Windows': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Safari/537.36',
  'Firefox on Mac': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
  Edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Safari/537.36 Edg/127.0.2651.74',
  'Samsung Internet': 'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921U) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  'a Cubot phone': 'Mozilla/5.0 (Linux; Android 12; CUBOT P60) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'a Cubot phone, underscored': 'Mozilla/5.0 (Linux; Android 9; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  "Zalo's in-app browser on iPhone":
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Zalo iOS/475 ZaloTheme/light ZaloLanguage/vn',
  "Zalo's in-app browser on Android":
    'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.122 Mobile Safari/537.36 Zalo android/12100624 ZaloTheme/dark ZaloLanguage/vi',
  "Facebook's in-app browser":
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.42.109;FBBV/621001208;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBCR/;FBID/phone;FBLC/vi_VN;FBOP/80]',
  'Messenger in-app browser':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.134 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/466.0.0.48.109;]',
};

describe('isBotUserAgent (issue 38, finding 9: robots do not count as views)', () => {
  it.each(Object.entries(ROBOTS))('calls %s a robot', (_name, agent) => {
    expect(isBotUserAgent(agent)).toBe(true);
  });

  it.each(Object.entries(PEOPLE))('calls %s a person', (_name, agent) => {
    expect(isBotUserAgent(agent)).toBe(false);
  });

  it('calls a request without the header a robot (every browser sends one)', () => {
    expect(isBotUserAgent(undefined)).toBe(true);
    expect(isBotUserAgent(null)).toBe(true);
  });

  it('reads the names in any case', () => {
    expect(isBotUserAgent('GOOGLEBOT/2.1')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; FacebookExternalHit/1.1)')).toBe(true);
  });
});
