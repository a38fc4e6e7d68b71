// dmcaNotice.tsx — content of the /dmca-notice page: copyright notices, counter-notices and repeat infringers.
import type { InfoContent } from './types';

export const dmcaNotice: InfoContent = {
  path: '/dmca-notice',
  title: 'DMCA notice',
  summary:
    'How copyright owners can tell FTV about material they believe infringes their rights, how users can answer with a counter-notice, and how we deal with repeat infringers.',
  updated: '2026-11-22',
  sections: [
    {
      id: 'our-policy',
      heading: 'Our policy',
      body: (
        <>
          <p>
            FTV respects the rights of copyright owners and expects its users to do the same. If you believe that
            material available through FTV infringes a copyright you own or are authorised to act for, tell us and we
            will act on it. This covers anything on ftv.example: channel streams, programme information and images in
            the TV guide, and what users post, such as chat messages and nicknames.
          </p>
          <p>
            We respond to notices under the Digital Millennium Copyright Act, 17 U.S.C. §512, wherever the sender is
            based.
          </p>
        </>
      ),
    },
    {
      id: 'designated-agent',
      heading: 'Our designated agent',
      body: (
        <>
          <p>Send copyright notices and counter-notices to FTV's designated agent:</p>
          <dl>
            <dt>Name</dt>
            <dd>Copyright Agent, FTV</dd>
            <dt>Email</dt>
            <dd>
              <a href="mailto:dmca@ftv.example">dmca@ftv.example</a>
            </dd>
          </dl>
          <p>
            Please put "DMCA notice" or "DMCA counter-notice" in the subject line. This address is for copyright matters
            only: for other legal questions write to <a href="mailto:legal@ftv.example">legal@ftv.example</a>, and for
            help with an account to <a href="mailto:support@ftv.example">support@ftv.example</a>. Other messages sent to
            the agent may not be answered.
          </p>
        </>
      ),
    },
    {
      id: 'sending-a-notice',
      heading: 'How to send a notice',
      body: (
        <>
          <p>
            To be effective under 17 U.S.C. §512(c)(3), your notice must be in writing and include all of the following:
          </p>
          <ol>
            <li>
              A physical or electronic signature of the copyright owner or of a person authorised to act for them.
              Typing your full name at the end of an email is an electronic signature.
            </li>
            <li>
              Identification of the copyrighted work you claim is infringed or, if a single notice covers several works,
              a representative list of them.
            </li>
            <li>
              Identification of the material you claim is infringing and that should be removed or disabled, with
              information reasonably sufficient for us to find it.
            </li>
            <li>
              Information reasonably sufficient for us to contact you: your name, postal address, telephone number and
              email address.
            </li>
            <li>
              A statement that you have a good faith belief that the use of the material in the manner complained of is
              not authorised by the copyright owner, its agent or the law.
            </li>
            <li>
              A statement that the information in the notice is accurate and, under penalty of perjury, that you are
              authorised to act on behalf of the owner of the exclusive right that is allegedly infringed.
            </li>
          </ol>
          <h3>Helping us find the material</h3>
          <ul>
            <li>
              For a channel or programme: the channel's name and number, the address of its page (for example
              https://ftv.example/tv/101), the programme's title, and the date and time it was shown, with its time
              zone.
            </li>
            <li>For a chat message: its text, the nickname it was posted under and when it was posted.</li>
            <li>For anything else: the address of the page where it appears and a description of it.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'after-a-notice',
      heading: 'What happens after a notice',
      body: (
        <>
          <p>
            When we receive a notice that meets these requirements, we remove or disable access to the material
            expeditiously. If a notice leaves out something we need, we write back to ask for it, provided it includes
            enough to identify the work, the material and how to contact you.
          </p>
          <p>
            Where the material was posted by a user, such as a chat message, we tell that user that it was removed and
            send them a copy of the notice, including the contact details in it, so that they can respond. Where the
            notice concerns a channel or programme, we also raise it with the broadcaster that supplies the channel.
          </p>
        </>
      ),
    },
    {
      id: 'counter-notice',
      heading: 'Counter-notice',
      body: (
        <>
          <p>
            If material you posted was removed and you believe this happened by mistake or because the material was
            misidentified, you can send a counter-notice to <a href="mailto:dmca@ftv.example">dmca@ftv.example</a>.
            Under 17 U.S.C. §512(g)(3), it must include:
          </p>
          <ol>
            <li>Your physical or electronic signature.</li>
            <li>
              Identification of the material that was removed or disabled, and where it appeared before it was removed.
            </li>
            <li>
              A statement under penalty of perjury that you have a good faith belief the material was removed or
              disabled as a result of mistake or misidentification.
            </li>
            <li>
              Your name, address and telephone number, and a statement that you consent to the jurisdiction of the
              Federal District Court for the judicial district in which your address is located or, if your address is
              outside the United States, of any judicial district in which FTV may be found, and that you will accept
              service of process from the person who sent the original notice or their agent.
            </li>
          </ol>
          <p>
            We send a copy of a valid counter-notice, including your contact details, to the person who sent the
            original notice. We then restore the material, or access to it, no sooner than 10 and no later than 14
            business days after we received the counter-notice, unless that person first tells us that they have filed
            a court action to stop you from infringing.
          </p>
        </>
      ),
    },
    {
      id: 'repeat-infringers',
      heading: 'Repeat infringers',
      body: (
        <>
          <p>
            In appropriate circumstances we close the accounts of users who repeatedly infringe copyright. An account
            receives a strike for each valid notice about material it posted that is not successfully answered with a
            counter-notice. An account with three strikes in twelve months is closed, and we may close an account sooner
            for clear or deliberate infringement.
          </p>
          <p>
            A closed account cannot be used to log in, and its favourites and recordings are deleted, as described in
            our <a href="/terms-of-service">terms of service</a>. Users whose accounts were closed may not register
            again.
          </p>
        </>
      ),
    },
    {
      id: 'misrepresentation',
      heading: 'False notices and counter-notices',
      body: (
        <>
          <p>
            Under 17 U.S.C. §512(f), anyone who knowingly and materially misrepresents that material is infringing, or
            that material was removed by mistake or misidentification, may be liable for the damages this causes,
            including costs and attorneys' fees, to the owner, the user and FTV. Notices and counter-notices also
            contain statements made under penalty of perjury.
          </p>
          <p>
            Before sending a notice, consider whether the use may be authorised or permitted by law, for example as fair
            use. If you are unsure whether material infringes your rights, please seek legal advice first.
          </p>
        </>
      ),
    },
  ],
};
