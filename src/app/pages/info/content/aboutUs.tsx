// aboutUs.tsx — content of the /about-us page: what FTV is, who it is for, what we care about, how to reach us.
import type { InfoContent } from './types';

export const aboutUs: InfoContent = {
  path: '/about-us',
  title: 'About us',
  summary:
    'FTV is live television in your web browser: channels that start the moment you pick them, a TV guide for thousands of channels, favourites, a cloud recorder, subscription plans and a live chat.',
  updated: '2026-11-22',
  sections: [
    {
      id: 'what-ftv-is',
      heading: 'What FTV is',
      body: (
        <>
          <p>
            FTV brings live TV channels to any up-to-date web browser. There is nothing to install: open FTV, choose a
            channel and it plays, with that channel's programme guide right beside the picture.
          </p>
          <ul>
            <li>
              <strong>Live channels that start instantly.</strong> Pick a channel from the home page, the channel list
              or the guide and the picture starts straight away. FTV remembers the last ten channels you opened on this
              device so you can jump back to them.
            </li>
            <li>
              <strong>A TV guide for thousands of channels.</strong> See what is on now and what comes next, across the
              whole line-up or for one channel at a time.
            </li>
            <li>
              <strong>A channel list you can search.</strong> Browse channels by category or find one by name.
            </li>
            <li>
              <strong>Favourites.</strong> Keep the channels you watch most in one list that follows your account.
            </li>
            <li>
              <strong>A cloud recorder.</strong> Choose a programme in the guide and FTV records it on our servers, so
              your computer does not need to be on. Watch it later from My recordings.
            </li>
            <li>
              <strong>Plans.</strong> Free channels play for everyone. Premium channels come with a subscription plan,
              paid by card and cancellable at any time.
            </li>
            <li>
              <strong>Chat.</strong> Talk about what is on with other viewers as it happens.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'who-ftv-is-for',
      heading: 'Who FTV is for',
      body: (
        <>
          <p>
            FTV is for anyone who wants to watch live TV without a set-top box or an app. You do not need an account to
            start: as a visitor you can watch the free channels, browse the channel list and read the TV guide.
          </p>
          <p>A free account, made with just an email address and a password, lets you also:</p>
          <ul>
            <li>add channels to your favourites;</li>
            <li>record programmes and watch your recordings;</li>
            <li>subscribe to plans for premium channels and see your orders;</li>
            <li>set your country and time zone, change your password and verify your email address;</li>
            <li>post messages in the chat.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'what-we-care-about',
      heading: 'What we care about',
      body: (
        <>
          <h3>Speed</h3>
          <p>
            Live TV should feel live. FTV loads only the screen you open, sends video in short segments so a channel
            starts in moments and stays close to the broadcast, and keeps what it has just loaded for a few minutes so
            going back is instant.
          </p>
          <h3>Accessibility</h3>
          <p>
            FTV is built to be used by everyone. Every control works from the keyboard, with a visible focus. Buttons,
            the player and the guide carry labels for screen readers. FTV has a light and a dark theme: it follows your
            system setting until you choose one, and then remembers your choice. Every page is checked with automated
            accessibility tests before it is released.
          </p>
          <h3>Privacy</h3>
          <p>
            FTV shows no ads and contains no trackers or third-party analytics. Fonts and every other part of the app
            come from our own servers, so no one else learns that you visited. Your password is hashed in your browser
            before it is sent, and we never keep your card number. The details are in our{' '}
            <a href="/privacy-policy">privacy policy</a> and <a href="/cookie-policy">cookie policy</a>.
          </p>
        </>
      ),
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      body: (
        <>
          <p>We read every message and answer as quickly as we can.</p>
          <dl>
            <dt>Help with your account, a plan or a recording</dt>
            <dd>
              <a href="mailto:support@ftv.example">support@ftv.example</a>
            </dd>
            <dt>General enquiries and feedback</dt>
            <dd>
              <a href="mailto:hello@ftv.example">hello@ftv.example</a>
            </dd>
            <dt>Press</dt>
            <dd>
              <a href="mailto:press@ftv.example">press@ftv.example</a> (see also our <a href="/press">press page</a>)
            </dd>
            <dt>Privacy and your personal data</dt>
            <dd>
              <a href="mailto:privacy@ftv.example">privacy@ftv.example</a>
            </dd>
            <dt>Legal questions about our terms</dt>
            <dd>
              <a href="mailto:legal@ftv.example">legal@ftv.example</a>
            </dd>
            <dt>Copyright notices</dt>
            <dd>
              <a href="mailto:dmca@ftv.example">dmca@ftv.example</a> (see our <a href="/dmca-notice">DMCA notice</a>)
            </dd>
          </dl>
        </>
      ),
    },
  ],
};
