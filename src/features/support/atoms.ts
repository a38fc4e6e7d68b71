// atoms.ts (support) — sending the support form.
import { atom } from 'jotai';
import { SUCCESS, type SupportMessage } from '../../api';
import { apiClientAtom } from '../session/atoms';
import { runAction } from '../shared/action';

export const sendSupportMessageAtom = atom(null, (get, set, message: SupportMessage) =>
  runAction(set, () => get(apiClientAtom).support.send(message), { success: SUCCESS.supportSent }),
);
