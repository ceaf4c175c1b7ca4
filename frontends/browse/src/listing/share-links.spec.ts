import { facebookShareUrl, postShareUrl, shareMessage, smsShareUrl } from './share-links';

describe('share links', () => {
  const content = { title: 'Cần thợ bột & chân tay nước, bao $1,100/tuần', text: 'Lương $1,100–1,500/tuần · Houston, TX', url: postShareUrl('https://chonail.com', 41) };

  it('point at the post’s own page, absolute', () => {
    expect(content.url).toBe('https://chonail.com/job/41');
  });

  it('hand Facebook the whole link as one parameter, so its & and ? stay ours', () => {
    const href = facebookShareUrl('https://chonail.com/job/41?ref=a&b=c');
    expect(href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fchonail.com%2Fjob%2F41%3Fref%3Da%26b%3Dc');
    expect(new URL(href).searchParams.get('u')).toBe('https://chonail.com/job/41?ref=a&b=c');
  });

  it('write a text message of the title, pay and city, and link, accents and & kept', () => {
    const href = smsShareUrl(content);
    expect(href.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(href.slice('sms:?&body='.length))).toBe(`${content.title}\n${content.text}\n${content.url}`);
    // Nothing in the body can start a second parameter.
    expect(href.slice('sms:?&body='.length)).not.toMatch(/[&?# ]/);
  });

  it('leave out an empty text line', () => {
    expect(shareMessage({ ...content, text: '' })).toBe(`${content.title}\n${content.url}`);
  });
});
