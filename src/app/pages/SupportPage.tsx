// SupportPage.tsx — `/support`: contact support from anywhere (footer, error page); the message carries technical data.
import { FormCard } from '../../components/FormCard';
import { SupportContainer } from '../../features/support/SupportContainer';
import { useDocumentTitle } from '../useDocumentTitle';
import * as styles from './SupportPage.css';

export default function SupportPage() {
  useDocumentTitle('Contact support');
  return (
    <div className={styles.page}>
      <FormCard title="Contact support" titleId="support-title" description="Tell us what went wrong or what you need. We answer by email, usually within a day.">
        <SupportContainer />
      </FormCard>
    </div>
  );
}
