// privacyPolicy.tsx — content of the /privacy-policy page: what FTV collects, why, for how long, and your rights.
import type { InfoContent } from './types';

export const privacyPolicy: InfoContent = {
  path: '/privacy-policy',
  title: 'Privacy policy',
  summary:
    'What personal data FTV collects when you watch, register, record, subscribe, chat or contact support, why we need it, how long we keep it, who else sees it and the rights you have over it.',
  updated: '2026-11-22',
  sections: [
    {
      id: 'who-is-responsible',
      heading: 'Who is responsible',
      body: (
        <>
          <p>
            FTV runs the live-TV service at ftv.example and is responsible for the personal data processed through it:
            the web app, the service behind it and the emails it sends. In this policy, "we" and "us" mean FTV.
          </p>
          <p>
            For any question about your data, or to use any of your rights, write to{' '}
            <a href="mailto:privacy@ftv.example">privacy@ftv.example</a>.
          </p>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect and why',
      body: (
        <>
          <p>We collect only what the service needs to work. Here is each kind of data, and what we use it for.</p>

          <h3>When you watch without an account</h3>
          <p>
            When you open FTV, the app starts a session and receives a random session key, which it sends with every
            request. We keep the key, when it was last used and, once you log in, which account it belongs to. A session
            ends by itself after a few minutes without activity; while FTV is open, the app keeps it alive in the
            background. We use the session to deliver channels, streams and the TV guide to you. Addresses of video
            streams are signed and stop working after a short time, so they cannot be passed around.
          </p>

          <h3>Your account</h3>
          <p>
            When you register we collect your email address and your password (see Passwords and security below).
            Your account also holds a login name, your
            first and last name, a nickname and an avatar where you have given them, your country and time zone, and
            whether your email address is verified. We use these to log you in, to show programme times in your time
            zone, to show your nickname next to your chat messages, and to send you the emails the service needs:
            password resets and email verification.
          </p>

          <h3>Favourites</h3>
          <p>
            The channels you add to your favourites, so that your favourites list is there whenever you log in.
          </p>

          <h3>Recordings</h3>
          <p>
            The programmes you ask us to record, with their channel, start time, length and status (scheduled,
            recording, recorded or failed, with the reason for a failure), the recorded video itself, and how many hours
            of your recording storage are used. We need these to make your recordings and play them back to you.
          </p>

          <h3>Subscriptions and orders</h3>
          <p>
            The plans you subscribe to, with their status, start and end dates, remaining time and whether they renew;
            and for each order, the plan, the amount, the currency, the date, and the <strong>brand and last four
            digits</strong> of the card used. At checkout we also record that you accepted our terms and whether you
            agreed to receive marketing messages.
          </p>
          <p>
            Your card number, expiry date, security code and cardholder name are used only to authorise the
            payment. <strong>We never store your card number or security code.</strong> If your bank asks for an
            extra security check (3-D Secure), the app sends the details of your browser that the check requires
            along with it.
          </p>

          <h3>Chat messages</h3>
          <p>
            The text of each message you post, when you posted it and the nickname it was posted under.{' '}
            <strong>Chat messages are public:</strong> everyone viewing the chat can read them. Please do not post
            anything in the chat you would not want strangers to read.
          </p>

          <h3>Support messages</h3>
          <p>
            When you contact support from the app, we receive the email address you give, the subject, your message and
            the category you choose, together with technical data the app attaches to help us find the problem: the
            version of the app, the page you were on and your browser's user agent (which names your browser, its
            version and your operating system). We use this only to answer you and to fix what went wrong.
          </p>

          <h3>Server logs</h3>
          <p>
            Like every web service, our servers log each request: the IP address it came from, the date and time, the
            address requested, the result and the browser's user agent. Because the addresses requested include channel
            numbers, these logs can show which channels were requested from an IP address. We use logs to keep the
            service running and secure: to find faults, to limit repeated login, chat and support attempts, and to
            investigate abuse.
          </p>

          <h3>On your device</h3>
          <p>
            The app keeps a few items in your browser's local storage, such as your session key, your theme and the
            channels you watched recently. The list of recent channels stays in your browser. Each item is described in
            our <a href="/cookie-policy">cookie policy</a>.
          </p>
        </>
      ),
    },
    {
      id: 'legal-bases',
      heading: 'Our reasons for using your data',
      body: (
        <>
          <p>Where data protection law asks us to name the ground for each use of your data, these are ours:</p>
          <ul>
            <li>
              <strong>To provide the service you asked for</strong>: sessions, your account, favourites, recordings,
              plans, payments and the chat.
            </li>
            <li>
              <strong>Our legitimate interest</strong> in keeping FTV secure and working: server logs, limits on
              repeated attempts, and the technical data in support messages.
            </li>
            <li>
              <strong>Your consent</strong>: marketing messages, only if you agreed to them at checkout. You can
              withdraw consent at any time by writing to{' '}
              <a href="mailto:privacy@ftv.example">privacy@ftv.example</a>.
            </li>
            <li>
              <strong>Legal obligations</strong>: keeping records of orders for tax and accounting, and answering lawful
              requests from authorities.
            </li>
          </ul>
          <p>
            We do not show ads, we do not build advertising profiles, we use no third-party analytics, and we never sell
            or rent your personal data.
          </p>
        </>
      ),
    },
    {
      id: 'passwords-and-security',
      heading: 'Passwords and security',
      body: (
        <>
          <p>
            When you register or log in, the app turns your password into a hash in your browser before sending it, so
            the password you type is not sent when you log in. When you change your password, the new one is sent once,
            over the encrypted connection, so that we can check its length before we hash it.
          </p>
          <p>
            On our servers, passwords are stored <strong>only as a slow, salted hash</strong>, never as they were sent.
            A slow hash makes guessing passwords from stolen data very expensive, and the salt means two people with the
            same password get different hashes. Nobody at FTV can read your password; if you forget it, use the password
            reset, which sends a link to your email address.
          </p>
          <p>
            To log you back in automatically, the app keeps the browser-side hash of your password in your browser's
            storage until you log out. It is not your password, but anyone who can read your browser's storage could use
            it to log in as you, so please log out when you finish on a shared or public computer.
          </p>
          <p>
            All traffic between your browser and FTV is encrypted. Session keys and access tokens are random, and a
            session key stops working after a few minutes without activity.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      body: (
        <dl>
          <dt>Sessions</dt>
          <dd>A session key stops working after a few minutes without activity and is deleted within 24 hours.</dd>
          <dt>Account, profile and favourites</dt>
          <dd>
            As long as your account exists. When you ask us to delete your account, we delete them within 30 days.
          </dd>
          <dt>Recordings</dt>
          <dd>
            Until you remove them. A removed recording is deleted at once, video included, and cannot be restored. All
            your recordings are deleted when your account is deleted.
          </dd>
          <dt>Subscriptions and orders</dt>
          <dd>
            As long as your account exists, and after that only as long as tax and accounting law requires us to keep
            records of sales.
          </dd>
          <dt>Chat messages</dt>
          <dd>90 days after they are posted, or until they are removed for breaking our chat rules, if sooner.</dd>
          <dt>Support messages</dt>
          <dd>Two years after our last reply, so that we can follow up on a problem that comes back.</dd>
          <dt>Emails we send you</dt>
          <dd>A copy of each service email is kept for 30 days to diagnose delivery problems.</dd>
          <dt>Server logs</dt>
          <dd>30 days, unless we need a particular entry for longer to investigate a security incident.</dd>
        </dl>
      ),
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      body: (
        <>
          <p>We share personal data only in these cases:</p>
          <ul>
            <li>
              <strong>Payment processing.</strong> The card details you enter at checkout go to our payment processor,
              and only to authorise the payment and run any 3-D Secure check. FTV's payments currently run through a
              sandbox processor operated by FTV itself, so card details do not leave our systems.
            </li>
            <li>
              <strong>Mail delivery.</strong> To send you password-reset and verification emails, your email address and
              the content of the email pass through our mail delivery service.
            </li>
            <li>
              <strong>Other viewers.</strong> Your chat messages and the nickname they are posted under are visible to
              everyone viewing the chat.
            </li>
            <li>
              <strong>Copyright complaints.</strong> If you send a counter-notice under our{' '}
              <a href="/dmca-notice">DMCA notice</a>, we pass it, with your contact details, to the person who sent the
              original notice, as the law requires.
            </li>
            <li>
              <strong>When the law requires it.</strong> We disclose data to authorities only when a valid legal request
              obliges us to, and we disclose no more than it requires.
            </li>
          </ul>
          <p>
            If FTV is ever reorganised or sold, your data would pass to the new operator only under this policy, and we
            would tell you first.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: (
        <>
          <p>You can ask us, free of charge, to:</p>
          <ul>
            <li>
              <strong>give you access</strong> to the personal data we hold about you;
            </li>
            <li>
              <strong>correct</strong> it. Your country, time zone and password can be changed at any time in Settings;
            </li>
            <li>
              <strong>delete</strong> it, including your account, favourites, recordings and chat messages;
            </li>
            <li>
              <strong>send you a copy</strong> of the data you gave us in a machine-readable format (portability);
            </li>
            <li>
              <strong>stop or limit</strong> a use of your data you object to, including any marketing;
            </li>
            <li>
              <strong>withdraw consent</strong> you gave, without affecting what was done before.
            </li>
          </ul>
          <p>
            Write to <a href="mailto:privacy@ftv.example">privacy@ftv.example</a> from the email address of your
            account, so that we know the request comes from you. We answer within one month. If you are not happy
            with our answer, you can complain to the data protection authority where you live.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      heading: 'Children',
      body: (
        <p>
          Anyone can watch FTV without an account, but accounts are not meant for children under 13, or under the
          higher age that the law of their country sets for agreeing to the use of their data. We do not knowingly
          collect personal data from them. If you believe a child has registered or posted in the chat, write to{' '}
          <a href="mailto:privacy@ftv.example">privacy@ftv.example</a> and we will delete the data.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          When we change this policy we update the date at the top of this page. If a change affects how we use data you
          have already given us, we tell account holders by email before it takes effect and, where the law requires it,
          ask for your consent again.
        </p>
      ),
    },
  ],
};
