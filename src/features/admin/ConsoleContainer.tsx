// ConsoleContainer.tsx — /admin: only for operators (a viewer is told so, a visitor asked to log in); the Lineup, Sources and Audit tabs, the tab in the URL.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { accessAtom, checkAccessAtom } from './atoms';
import { AuditContainer } from './AuditContainer';
import { LineupContainer } from './LineupContainer';
import { SourcesContainer } from './SourcesContainer';

const TABS = ['lineup', 'sources', 'audit'] as const;
type Tab = (typeof TABS)[number];

export interface ConsoleContainerProps {
  /** The page knows whether someone is logged in (the auth feature's state). */
  isAuthenticated: boolean;
  isLoading: boolean;
}

export function ConsoleContainer({ isAuthenticated, isLoading }: ConsoleContainerProps) {
  const access = useAtomValue(accessAtom);
  const check = useSetAtom(checkAccessAtom);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'lineup';

  useEffect(() => {
    if (isAuthenticated && access === null) void check();
  }, [isAuthenticated, access, check]);
  // An address confirmed since the console last said so (from the mailed link, in this tab or another): asked again
  // each time the console opens.
  const unconfirmedOnOpen = useRef(access === 'unconfirmed');
  useEffect(() => {
    if (unconfirmedOnOpen.current) void check();
  }, [check]);

  if (!isAuthenticated && isLoading) return <Spinner label="Loading your account" />;
  if (!isAuthenticated || access === 'visitor') {
    return <EmptyState icon="user" title="Log in as an operator" description="The console is where operators run the lineup: its sources, channels and guide." action={<Link href="/login?next=%2Fadmin">Log in</Link>} />;
  }
  if (access === null) return <Spinner label="Checking your access" />;
  if (access === 'unconfirmed') {
    return <EmptyState icon="user" title="Confirm your email address first" description="This server names your address as an operator's, and it counts once you have confirmed it: open the link we mailed you, or send a new one from Settings." action={<Link href="/settings">Settings</Link>} />;
  }
  if (access === 'viewer') return <EmptyState icon="user" title="Only operators may use the console" description="Ask an operator to grant your account the operator role." action={<Link href="/">Back to TV</Link>} />;
  return (
    <Tabs
      label="Console sections"
      value={tab}
      onValueChange={(next) =>
        setParams(
          () => {
            const updated = new URLSearchParams();
            if (next !== 'lineup') updated.set('tab', next);
            return updated;
          },
          { replace: true },
        )
      }
      items={[
        { value: 'lineup', label: 'Lineup', panel: tab === 'lineup' ? <LineupContainer /> : null },
        { value: 'sources', label: 'Sources', panel: tab === 'sources' ? <SourcesContainer /> : null },
        { value: 'audit', label: 'Audit', panel: tab === 'audit' ? <AuditContainer /> : null },
      ]}
    />
  );
}
