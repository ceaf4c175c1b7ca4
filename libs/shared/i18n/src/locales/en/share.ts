import type { Widen } from '../../catalogue';
import type { share as vi } from '../vi/share';

export const share: Widen<typeof vi> = {
  share: {
    button: 'Share',
    menuTitle: 'Share this post',
    facebook: 'Facebook',
    facebookHint: 'Post it on your timeline or in a group',
    zalo: 'Zalo',
    zaloHint: 'Copy the link to paste in Zalo',
    sms: 'Text message',
    smsHint: 'Send this post by SMS',
    copy: 'Copy link',
    copyHint: 'Paste it anywhere',
    newTab: '(opens in a new tab)',
    copied: 'Link copied',
    copiedForZalo: 'Open Zalo and paste it into a chat or group.',
    copyFailed: "Couldn't copy the link",
    copyFailedBody: 'Press and hold the link below to copy it.',
    link: 'Link to this post',
  },
};
