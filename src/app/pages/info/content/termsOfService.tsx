// termsOfService.tsx — content of the /terms-of-service page: the agreement between viewers and FTV.
import type { InfoContent } from './types';

export const termsOfService: InfoContent = {
  path: '/terms-of-service',
  title: 'Terms of service',
  summary:
    'The agreement between you and FTV when you watch, create an account, subscribe to a plan, record programmes or post in the chat.',
  updated: '2026-11-22',
  sections: [
    {
      id: 'the-service',
      heading: 'The service and these terms',
      body: (
        <>
          <p>
            FTV is a live-television service at ftv.example. It offers live channels, a TV guide, a searchable channel
            list, favourites, a cloud recorder, subscription plans for premium channels and a live chat. In these terms,
            "FTV", "we" and "us" mean the operator of the service, and "you" means anyone who uses it.
          </p>
          <p>
            By using FTV you accept these terms. Our <a href="/privacy-policy">privacy policy</a>,{' '}
            <a href="/cookie-policy">cookie policy</a> and <a href="/dmca-notice">DMCA notice</a> explain how we handle
            your data and copyright complaints, and form part of this agreement. Nothing in these terms takes away the
            rights you have as a consumer under the law of the country where you live.
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      heading: 'Your account',
      body: (
        <>
          <p>
            You can watch the free channels, browse the channel list and read the TV guide without an account. To add
            favourites, record, subscribe to a plan, change settings or post in the chat, you need a free account.
          </p>
          <ul>
            <li>
              You must be old enough to agree to these terms where you live. If you are under 18, a parent or guardian
              must agree to them for you.
            </li>
            <li>
              Give a real email address that you can read: we send password resets and verification links to it, and
              you need it to prove a request about your data comes from you.
            </li>
            <li>
              Choose a password of at least 8 characters that you do not use elsewhere, and keep it to yourself. You are
              responsible for what is done through your account.
            </li>
            <li>An account is for one person. Do not share it, sell it or use someone else's.</li>
            <li>
              If you think someone else has used your account, change your password in Settings and tell us at{' '}
              <a href="mailto:support@ftv.example">support@ftv.example</a>.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use and chat rules',
      body: (
        <>
          <p>FTV is for personal viewing. You must not:</p>
          <ul>
            <li>rebroadcast, restream, sell or publicly show channels or recordings from FTV;</li>
            <li>
              get around the limits of the service, for example by playing premium channels without a plan or by reusing
              stream addresses outside the app;
            </li>
            <li>
              copy the channel list or TV guide in bulk, send automated requests beyond normal use, or try to break,
              overload or probe the service;
            </li>
            <li>use FTV for anything illegal.</li>
          </ul>
          <h3>Chat rules</h3>
          <p>
            The chat is shared by everyone watching. Your nickname and your messages are public. When you post, and when
            you choose your nickname:
          </p>
          <ul>
            <li>be civil: no harassment, threats, hate speech or attacks on people for who they are;</li>
            <li>no spam, advertising, chain messages or links to unlicensed streams;</li>
            <li>no sexual or violent content, and nothing illegal;</li>
            <li>no personal information about anyone else, and none about yourself that you would regret sharing;</li>
            <li>do not pretend to be someone else, including FTV staff;</li>
            <li>no spoilers without warning.</li>
          </ul>
          <p>
            Messages are plain text and limited in length, and posting too many messages too quickly is refused for a
            short while. We may remove messages that break these rules and stop an account from posting, or close it,
            if the rules are broken seriously or repeatedly.
          </p>
        </>
      ),
    },
    {
      id: 'plans-and-payment',
      heading: 'Plans and payment',
      body: (
        <>
          <h3>Free and premium channels</h3>
          <p>
            Free channels play for everyone. Premium channels play only for accounts that hold an active plan which
            includes them; without one, a premium channel is listed in the guide but does not play. When a plan ends,
            the premium channels it included stop playing.
          </p>
          <h3>Plans and prices</h3>
          <p>
            Each plan on the Subscribe page shows its name, the channels and features it includes, its price and the
            length of one period. Prices are in the currency shown, and the price shown at checkout is the price you pay
            for that period.
          </p>
          <h3>Paying</h3>
          <p>
            You pay by card. To complete checkout you must accept these terms; receiving marketing messages is a
            separate choice. Your bank may ask you to confirm the payment with an extra security check (3-D Secure). If
            the card is declined or the check fails, no plan is started and you are not charged. Your plan starts as
            soon as the payment is accepted, and each payment appears in the order history in Settings.
          </p>
          <h3>Renewal and cancellation</h3>
          <p>
            A plan that renews automatically starts a new period of the same length when the current one ends, unless
            you cancel it first. You can cancel at any time in Settings. Cancelling stops the renewal: your plan stays
            active, with all its channels, until its end date, and is not charged again. Settings shows how much time a
            plan has left. We do not refund a period that has already started, except where the law gives you that
            right or where we end the service for reasons that are not your fault.
          </p>
          <p>
            If we change the price of a plan, the new price applies only from your next period, and we tell you before
            it does so that you can cancel.
          </p>
        </>
      ),
    },
    {
      id: 'recordings',
      heading: 'Cloud recordings',
      body: (
        <>
          <p>
            With an account, you can ask FTV to record programmes that allow recording. FTV records them on our servers
            from the live channel at the time they are broadcast, and you can watch them later in My recordings.
          </p>
          <ul>
            <li>
              <strong>Personal use only.</strong> Recordings are for you to watch. Do not download, share, publish or
              sell them.
            </li>
            <li>
              <strong>Storage quota.</strong> Your recording storage is measured in hours; My recordings shows how much
              you have used and how much is left. When there is not enough left, new recordings are refused until you
              remove some.
            </li>
            <li>
              <strong>Recordings can fail.</strong> A recording is made from the channel's live stream. If that stream
              fails or is interrupted, or the channel stops broadcasting, the recording may be incomplete or may fail;
              My recordings then shows it as failed. A recording follows the programme's time in the guide, so if the
              broadcaster changes its schedule, the recording may miss part of the programme.
            </li>
            <li>
              <strong>Removing is final.</strong> When you remove a recording, it is deleted from our servers, video
              included, and cannot be restored.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'availability',
      heading: 'Availability and changes',
      body: (
        <>
          <p>
            We work to keep FTV running at all times, but we cannot promise that it will be free of interruptions.
            Channels depend on their broadcasters: a channel's stream may drop, the line-up may change as channels are
            added or withdrawn, and programme times in the guide come from broadcasters and may change at short notice.
            We may take FTV offline briefly for maintenance.
          </p>
          <p>
            We improve FTV continually and may change or remove features. If a change takes away something that a plan
            you have paid for includes, you may cancel and we refund the unused part of the current period.
          </p>
          <p>
            We may update these terms. The date at the top shows the latest version. We tell account holders about
            important changes by email before they take effect; if you keep using FTV afterwards, the new terms apply.
          </p>
        </>
      ),
    },
    {
      id: 'termination',
      heading: 'Ending your use of FTV',
      body: (
        <>
          <p>
            You can stop using FTV at any time. To close your account, write to{' '}
            <a href="mailto:support@ftv.example">support@ftv.example</a> from its email address. Closing an account
            deletes its favourites and recordings; any plan stops renewing and ends on its end date.
          </p>
          <p>
            We may suspend or close an account that seriously or repeatedly breaks these terms, including an account of
            a repeat copyright infringer as described in our <a href="/dmca-notice">DMCA notice</a>. Where we can, we
            warn you first and tell you why. If we close your account for reasons that are not your fault, we refund the
            unused part of any plan.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      heading: 'Liability',
      body: (
        <>
          <p>
            FTV is provided as it is and as available. We are not responsible for what broadcasters show, for the
            accuracy of programme information they supply, or for recordings that fail because a channel's stream
            failed.
          </p>
          <p>
            To the extent the law allows, our total liability to you for any claim about the service is limited to the
            amount you paid us in the twelve months before the claim. We are not liable for indirect or unforeseeable
            losses. Nothing in these terms limits liability for death or personal injury caused by negligence, for
            fraud, or for anything else that the law does not allow to be limited.
          </p>
        </>
      ),
    },
    {
      id: 'law-and-contact',
      heading: 'Governing law and contact',
      body: (
        <>
          <p>
            These terms are governed by the law of the country in which FTV is established. If you use FTV as a
            consumer, you keep the protection of the mandatory law of the country where you live, and you may bring a
            claim in its courts. Before going to court, please write to us: most problems can be solved quickly.
          </p>
          <p>
            Questions about these terms: <a href="mailto:legal@ftv.example">legal@ftv.example</a>. Help with your
            account, a plan or a recording: <a href="mailto:support@ftv.example">support@ftv.example</a>.
          </p>
        </>
      ),
    },
  ],
};
