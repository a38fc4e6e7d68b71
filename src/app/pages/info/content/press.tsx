// press.tsx — content of the /press page: boilerplate, key facts, how plans work, brand guidance, press contact.
import type { InfoContent } from './types';

export const press: InfoContent = {
  path: '/press',
  title: 'Press',
  summary:
    'Everything you need to write about FTV: a ready-to-use description, key facts, how plans work, how to use our name and logo, and how to reach our press team.',
  updated: '2026-11-22',
  sections: [
    {
      id: 'boilerplate',
      heading: 'About FTV',
      body: (
        <>
          <p>You are welcome to quote either of these descriptions as they stand.</p>
          <h3>Short</h3>
          <p>
            FTV is a live-television web app: channels that start instantly, a TV guide for thousands of channels and
            a cloud recorder, all in the browser.
          </p>
          <h3>Long</h3>
          <p>
            FTV brings live television to the web browser. Viewers pick a channel and it starts playing at once, with
            its programme guide alongside. A TV guide covers thousands of channels, favourites keep the channels a
            viewer watches most in one place, and a cloud recorder captures programmes on FTV's servers to watch later.
            Free channels play without an account; subscription plans add premium channels; a live chat lets viewers
            talk about what is on. FTV is built to be fast, fully usable from the keyboard and with a screen reader,
            and respectful of privacy: it shows no ads and uses no trackers or third-party analytics.
          </p>
        </>
      ),
    },
    {
      id: 'key-facts',
      heading: 'Key facts',
      body: (
        <dl>
          <dt>What it is</dt>
          <dd>A live-television service that runs in any up-to-date web browser, with nothing to install.</dd>
          <dt>Without an account</dt>
          <dd>Watch the free channels, browse the channel list by category or by search, and read the TV guide.</dd>
          <dt>With a free account</dt>
          <dd>
            Favourite channels, cloud recordings, subscription plans, profile settings (country and time zone),
            order history and posting in the chat.
          </dd>
          <dt>TV guide</dt>
          <dd>What is on now and next for thousands of channels, for the whole line-up or one channel at a time.</dd>
          <dt>Cloud recorder</dt>
          <dd>
            Programmes are recorded on FTV's servers from the live channel, so the viewer's device can be off. Each
            account has its own recording storage, measured in hours.
          </dd>
          <dt>Chat</dt>
          <dd>A live conversation open to all viewers; account holders post under a nickname.</dd>
          <dt>Accessibility</dt>
          <dd>
            Keyboard-operable throughout, labelled for screen readers, light and dark themes that follow the system
            setting until the viewer chooses.
          </dd>
          <dt>Privacy</dt>
          <dd>
            No ads, no tracking or advertising cookies, no third-party analytics; fonts and assets are served from
            FTV's own servers. Passwords are hashed before they leave the browser, and card numbers are never stored.
          </dd>
        </dl>
      ),
    },
    {
      id: 'how-plans-work',
      heading: 'How plans work',
      body: (
        <>
          <p>
            Free channels play for everyone. Premium channels play for viewers whose account holds an active plan that
            includes them.
          </p>
          <ul>
            <li>
              Each plan shows its name, what it includes, its price in the currency displayed and how long one period
              lasts.
            </li>
            <li>
              Viewers pay by card at checkout. Some cards ask for an extra security check from the bank (3-D Secure)
              before the payment goes through.
            </li>
            <li>The plan starts as soon as the payment is accepted; Settings shows the time it has left.</li>
            <li>
              A plan can be cancelled at any time in Settings. Cancelling stops the renewal; the plan stays active until
              its end date.
            </li>
            <li>
              The order history in Settings lists every payment. FTV keeps only the card brand and the last four digits
              of the card, never the full number.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'brand',
      heading: 'Our name and logo',
      body: (
        <>
          <h3>Name</h3>
          <p>
            Our name is written <strong>FTV</strong>: three capital letters, with no spaces or full stops. Please do not
            write it as Ftv, ftv or F.T.V., and do not expand it. The possessive is FTV's.
          </p>
          <h3>Logo</h3>
          <p>
            The FTV logo is a square with rounded corners in FTV blue. Inside it, a white outline of a
            screen sits above a short white line that forms its stand. The logo has no lettering; when you need the
            name as well, set the word FTV beside the logo rather than inside it.
          </p>
          <ul>
            <li>Do not recolour, stretch, rotate or outline the logo, or add shadows or other effects.</li>
            <li>Keep clear space around it of at least a quarter of its width.</li>
            <li>Do not use the logo in a way that suggests FTV endorses a product, service or article.</li>
          </ul>
          <h3>Colours and type</h3>
          <dl>
            <dt>FTV blue</dt>
            <dd>#2450C8, used for the logo and for accents on light backgrounds.</dd>
            <dt>FTV blue on dark backgrounds</dt>
            <dd>#7AA2FF, the lighter accent of our dark theme.</dd>
            <dt>Typeface</dt>
            <dd>Inter.</dd>
          </dl>
          <p>
            For logo files in SVG and PNG, and for screenshots of the app in the light and dark themes, write to{' '}
            <a href="mailto:press@ftv.example">press@ftv.example</a>. Channel logos, programme images and the
            programmes themselves belong to their broadcasters and rights holders, and we cannot license them to you.
          </p>
        </>
      ),
    },
    {
      id: 'press-contact',
      heading: 'Press contact',
      body: (
        <>
          <p>
            Journalists, analysts and creators can reach our press team at{' '}
            <a href="mailto:press@ftv.example">press@ftv.example</a>. Please tell us your name, the publication you
            write for, your deadline and what you would like to know. We aim to reply within one working day.
          </p>
          <p>
            For help with an account, write to <a href="mailto:support@ftv.example">support@ftv.example</a> instead; the
            press address is for media enquiries only. More about FTV is on our <a href="/about-us">about us</a> page.
          </p>
        </>
      ),
    },
  ],
};
