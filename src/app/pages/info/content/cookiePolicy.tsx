// cookiePolicy.tsx — content of the /cookie-policy page: no tracking cookies, and each item FTV keeps in the browser.
import type { InfoContent } from './types';

export const cookiePolicy: InfoContent = {
  path: '/cookie-policy',
  title: 'Cookie policy',
  summary:
    "FTV sets no tracking or advertising cookies and uses no third-party analytics. It keeps a few items in your browser's local storage so that the app works; this page lists every one of them.",
  updated: '2026-11-22',
  sections: [
    {
      id: 'in-short',
      heading: 'In short',
      body: (
        <ul>
          <li>No tracking, advertising or analytics cookies.</li>
          <li>No third-party analytics, advertising, social media buttons or tracking pixels.</li>
          <li>
            Seven items in your browser's local storage, all named with the prefix <code>ftv_</code>, each needed for
            a feature you use. They are listed below.
          </li>
          <li>Fonts and every other part of the app come from FTV's own servers.</li>
        </ul>
      ),
    },
    {
      id: 'cookies-and-tracking',
      heading: 'Cookies and tracking',
      body: (
        <>
          <p>
            A cookie is a small file a website stores in your browser, which the browser sends back with every request.
            Many sites use cookies, their own and other companies', to recognise you, to measure how you use the site
            and to follow you across the web for advertising.
          </p>
          <p>
            FTV does none of this. We set no tracking or advertising cookies, we do not load analytics or advertising
            code from anyone else, and we do not try to recognise your browser by other means. FTV does not need cookies
            to work: the app identifies your session with a key that it sends with each request itself.
          </p>
          <p>
            Because nothing here is used for tracking, FTV does not show a cookie banner. If that ever changes, we will
            ask for your consent first.
          </p>
        </>
      ),
    },
    {
      id: 'local-storage',
      heading: 'What FTV keeps in your browser',
      body: (
        <>
          <p>
            FTV keeps a few items in your browser's local storage. Local storage stays on your device and can be read
            only by FTV's own pages; unlike a cookie, it is not sent with requests by your browser. The app reads these
            items to remember your session and your choices, and sends the session key and access token to FTV itself
            with its requests.
          </p>
          <dl>
            <dt><code>ftv_session_key</code></dt>
            <dd>
              The random key of your current session with FTV, given to every visitor, with or without an account. The
              app sends it with each request so that FTV can deliver channels, streams and the guide to you. Removed
              when you log out, and replaced at once by a new anonymous session.
            </dd>
            <dt><code>ftv_user</code></dt>
            <dd>
              The details of the account you are logged in with: your login, email address, names, nickname, country and
              time zone, subscriptions and favourite channels. It lets the app show your account straight away, without
              waiting for the server. Removed when you log out.
            </dd>
            <dt><code>ftv_theme</code></dt>
            <dd>
              The word light or dark: the theme you chose. Stored only after you choose a theme; until then FTV follows
              your system's setting. Kept when you log out, because it belongs to this browser rather than to your
              account.
            </dd>
            <dt><code>ftv_password_hash</code></dt>
            <dd>
              A hash of your password, made in your browser when you log in. It lets the app log you back in
              automatically when your session has ended. It is not your password, but it could be used to log in as
              you, so log out when you finish on a shared computer. Removed when you log out.
            </dd>
            <dt><code>ftv_access_token</code></dt>
            <dd>
              The token that shows you are logged in. The app sends it with each request so that you can use your
              favourites, recordings, plans, settings and the chat. Removed when you log out, and also as soon as FTV
              reports that it is no longer valid.
            </dd>
            <dt><code>ftv_api_settings</code></dt>
            <dd>
              The settings FTV gives the app when a session starts, such as the channel to play first and the details
              the chat needs to connect. Removed when you log out.
            </dd>
            <dt><code>ftv_channels_history</code></dt>
            <dd>
              The channels you opened most recently, newest first, at most ten, so that you can get back to them
              quickly. It stays in this browser and is kept when you log out.
            </dd>
          </dl>
          <p>
            While a page is open, the app also keeps recently loaded data, such as the channel list, the guide and your
            recordings, in memory for a few minutes so that moving between screens is fast. This is not stored anywhere
            and disappears when you close or reload the page, or log out.
          </p>
        </>
      ),
    },
    {
      id: 'clearing',
      heading: 'How to clear these items',
      body: (
        <>
          <h3>Log out</h3>
          <p>
            Logging out removes everything tied to your account: <code>ftv_user</code>,{' '}
            <code>ftv_password_hash</code>, <code>ftv_access_token</code>, <code>ftv_api_settings</code> and{' '}
            <code>ftv_session_key</code>, and empties the app's memory. The app then starts a new anonymous session, so
            a new <code>ftv_session_key</code> appears straight away. <code>ftv_theme</code> and{' '}
            <code>ftv_channels_history</code> stay, because they are not tied to an account.
          </p>
          <h3>Clear site data in your browser</h3>
          <p>
            To remove every item, clear the stored data for ftv.example in your browser's privacy or site settings. You
            will be logged out, the theme will follow your system setting again and your list of recent channels will be
            empty. In a private or incognito window, all items are removed when you close the window.
          </p>
          <p>
            If your browser blocks local storage, FTV still plays channels, but it cannot remember your login, your
            theme or your recent channels between visits.
          </p>
        </>
      ),
    },
    {
      id: 'own-origin',
      heading: 'Fonts and other assets',
      body: (
        <p>
          Everything the app loads, including its fonts, icons, scripts, styles and video, is served from FTV's own
          address. We do not use font services, content delivery networks or any other third party to serve the app, so
          no one else learns that you visited FTV or what you watched.
        </p>
      ),
    },
    {
      id: 'changes-and-questions',
      heading: 'Changes and questions',
      body: (
        <p>
          If we ever add or change an item stored in your browser, we update this page before the change goes live, and
          ask for your consent where the law requires it. For questions, write to{' '}
          <a href="mailto:privacy@ftv.example">privacy@ftv.example</a>. How we handle the data behind these items is
          explained in our <a href="/privacy-policy">privacy policy</a>.
        </p>
      ),
    },
  ],
};
