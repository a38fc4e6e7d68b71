// HomePage.tsx — `/`: what FTV is and what it promises a viewer.
import { Card } from '../../components/Card';
import { Link } from '../../components/Link';
import { useDocumentTitle } from '../useDocumentTitle';
import * as styles from './HomePage.css';

const PROMISES = [
  { title: 'Channels that start instantly', text: 'Pick a channel and the picture is there: no waiting, no reloads, zapping like a real TV.' },
  { title: 'A guide for every channel', text: 'A week back and a week ahead, smooth with ten thousand channels, in your own timezone.' },
  { title: 'A recorder in the cloud', text: 'Record any programme from the guide and watch it whenever you like, on any browser.' },
];

export default function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.headline}>
          Live TV, the instant you pick it
        </h1>
        <p className={styles.pitch}>
          FTV brings live television to your browser. Anyone can watch and browse; with a free account you also keep
          favourites, record programmes, subscribe to premium channels and join the chat.
        </p>
        <Link href="/about-us">Learn more about FTV</Link>
      </section>
      <ul className={styles.promises} aria-label="What FTV offers">
        {PROMISES.map(({ title, text }) => (
          <Card key={title} as="li" title={title} headingLevel={2}>
            <p className={styles.promiseText}>{text}</p>
          </Card>
        ))}
      </ul>
    </>
  );
}
