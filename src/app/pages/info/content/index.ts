// index.ts — the content of FTV's six information pages, in the order they are listed.
import { aboutUs } from './aboutUs';
import { cookiePolicy } from './cookiePolicy';
import { dmcaNotice } from './dmcaNotice';
import { press } from './press';
import { privacyPolicy } from './privacyPolicy';
import { termsOfService } from './termsOfService';
import type { InfoContent } from './types';

export type { InfoContent, InfoSection } from './types';
export { aboutUs, cookiePolicy, dmcaNotice, press, privacyPolicy, termsOfService };

export const infoPages: InfoContent[] = [aboutUs, press, privacyPolicy, termsOfService, cookiePolicy, dmcaNotice];
