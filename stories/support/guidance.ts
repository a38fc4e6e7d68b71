// guidance.ts — when to use each design-system component and when not, keyed by its story title; the docs page template shows it.

export interface Guidance {
  use: readonly string[];
  avoid: readonly string[];
}

/** A component with no story file of its own is documented on the page of the one it serves. */
export interface CoveredComponent extends Guidance {
  /** One sentence on what it is, since its page is another component's. */
  what: string;
}

export interface PageGuidance extends Guidance {
  alsoCovers?: Readonly<Record<string, CoveredComponent>>;
}

/** The component folders a page's guidance speaks for: the one its title names, and those it also covers. */
export function componentsCoveredBy(title: string, entry: PageGuidance): string[] {
  return [title.split('/').at(-1) ?? title, ...Object.keys(entry.alsoCovers ?? {})];
}

export const guidance: Readonly<Record<string, PageGuidance>> = {
  // Primitives
  'Primitives/Box': {
    use: [
      'For a one-off element that needs theme spacing, a surface colour or flex props and no component fits.',
      'As the base of a new layout component, so its values come from the theme’s sprinkles.',
    ],
    avoid: [
      'Not for a column or a row of children with even gaps: use Stack, Inline or Columns, which say what they do.',
      'Not to imitate an existing component (a card, a badge): use that component so it stays consistent.',
    ],
  },
  'Primitives/Stack': {
    use: ['For children one under another with the same theme space between each: form fields, sections, a card’s body.'],
    avoid: [
      'Not for items side by side: use Inline (wrapping) or Columns (fixed proportions).',
      'Not for a list the user reads as a list of things: render a `<ul>` (Stack can be one with `as`).',
    ],
  },
  'Primitives/Inline': {
    use: ['For short items side by side that may wrap: a row of buttons, badges, tags or chips.'],
    avoid: [
      'Not for a page split into proportions (form beside summary): use Columns.',
      'Not for long content that should stay on one line and scroll: use a dedicated row (RecentlyWatched).',
    ],
  },
  'Primitives/Columns': {
    use: [
      'For a page region split into columns that stack below a breakpoint: a form beside its summary, a list beside details.',
    ],
    avoid: [
      'Not for a wrapping row of small items: use Inline.',
      'Not for a grid of many equal cards: use the collection’s own grid (ChannelGrid, PlanPicker).',
    ],
  },
  'Primitives/Text': {
    use: [
      'For body text in a theme tone, size and weight: descriptions, captions, muted metadata.',
      'Whenever a component would otherwise set a raw font size or colour.',
    ],
    avoid: [
      'Not for headings: use Heading, so the page outline stays right.',
      'Not for a message about an outcome (error, success): use Alert, which also announces it.',
    ],
    alsoCovers: {
      Heading: {
        what: 'A heading whose look follows its level; `as` changes the element when the outline needs another level.',
        use: ['For every heading of a page or region, at the level the outline needs.'],
        avoid: [
          'Not to make text big or bold: use Text with a size and weight.',
          'Not a level picked for its look: pick the level for the outline and change the look with `as`.',
        ],
      },
      VisuallyHidden: {
        what: 'Text for screen readers only: the context a sighted user gets from the layout.',
        use: ['For a label or context that the layout makes obvious to the eye: "Loading channels", a table caption, "(opens in a new tab)".'],
        avoid: [
          'Not to hide content from everyone: render nothing instead.',
          'Not as a substitute for a visible label on a form field: every field shows its label.',
        ],
      },
    },
  },

  // Base
  'Base/Button': {
    use: [
      'For an action on this page: submit a form, open a dialog, record, subscribe.',
      'Primary for the one main action of a view; secondary and ghost for the others; critical for destroying something.',
      '`isLoading` while the action is in flight, so it cannot be sent twice.',
    ],
    avoid: [
      'Not for navigation to another page: use Link (or a Card with `href`).',
      'Not for an action shown only as an icon: use IconButton, which requires a label.',
      'Not two primary buttons side by side: one action leads.',
    ],
    alsoCovers: {
      Link: {
        what: 'A themed link rendered through the app’s router link, provided once at the root.',
        use: ['For navigation: to another page, or to another place on this one.'],
        avoid: [
          'Not for an action that changes something (save, remove): use Button.',
          'Not a raw `<a>` inside components: it would reload the app instead of routing.',
        ],
      },
    },
  },
  'Base/IconButton': {
    use: [
      'For a frequent action recognised by its icon alone where space is short: close, clear, play, mute.',
      'With `isPressed` for an on/off toggle (mute, full screen).',
    ],
    avoid: [
      'Not when the icon alone is ambiguous (record, remove, subscribe): use Button with `icon` and text.',
      'Not for the favourite toggle of a channel: use FavouriteButton, which says what pressing it will do.',
    ],
    alsoCovers: {
      Icon: {
        what: 'An inline SVG icon in currentColor; decorative unless given a label.',
        use: [
          'Beside text that names the same thing (a Button’s `icon`, a Badge, an Alert).',
          'With a label when the icon alone carries meaning and no text is next to it.',
        ],
        avoid: [
          'Not as a clickable element on its own: wrap the action in IconButton or Button.',
          'Not for a channel’s logo or other pictures: use ChannelLogo or an image.',
        ],
      },
    },
  },
  'Base/Badge': {
    use: [
      'For a short, non-interactive label on an item: LIVE, Premium, HD, New.',
      'The live tone only for what is airing right now.',
    ],
    avoid: [
      'Not for something the user can press or remove: use Button or a CategoryFilter chip.',
      'Not for a sentence or a status that needs explaining: use Alert or Text.',
    ],
  },

  // Surfaces, layout, navigation
  'Surfaces/Card': {
    use: [
      'For one item in a collection (a channel, programme, plan) with media, title, body and footer.',
      'With `href` or `onClick` to make the whole card open the item through its title (a stretched link).',
    ],
    avoid: [
      'Not wrapped in an `<a>` or `<button>`: its footer actions would become nested interactive elements.',
      'Not as a page section’s frame: use SettingsSection or FormCard, which carry the heading and spacing for that.',
    ],
  },
  'Layout/PageLayout': {
    use: ['As the frame of every page: header, the main content column (the skip link’s target), footer kept at the bottom.'],
    avoid: [
      'Not nested inside another page or a dialog: there is one `<main>` per page.',
      'Not for the full-screen player, which has its own frame with no header.',
    ],
  },
  'Layout/AppHeader': {
    use: ['Once per page at the top, through PageLayout: skip link, logo, primary navigation, search, theme and account.'],
    avoid: [
      'Not as a section header inside a page: use Heading.',
      'Not to add a page-specific action: put it in the page’s content.',
    ],
  },
  'Layout/Footer': {
    use: ['Once per page at the bottom, through PageLayout: the information pages and the copyright line.'],
    avoid: ['Not for actions or navigation the user needs to do the page’s task: put them in the content.'],
  },
  'Navigation/Tabs': {
    use: [
      'To switch between panels of one view that share a context, showing one panel at a time.',
      'When the panels’ content is already loaded or cheap to show.',
    ],
    avoid: [
      'Not for navigation between pages or a filter kept in the URL: use links (CategoryFilter, the header’s navigation).',
      'Not for steps of a process the user must go through in order.',
    ],
  },

  // Feedback
  'Feedback/Alert': {
    use: [
      'For a message beside the thing it is about: a form’s failure, a confirmation, a notice on a page.',
      'Critical only when the user’s last action failed: it interrupts screen readers.',
    ],
    avoid: [
      'Not for a passing confirmation of something done elsewhere on the page: use a Toast.',
      'Not for a region that failed to load: use ErrorState, which offers to try again.',
    ],
  },
  'Feedback/Toast': {
    use: [
      'For a passing confirmation of what the user just did (“Added to favourites”), with an optional undo.',
      'For an error from a background action that has no place on screen; it stays until dismissed.',
    ],
    avoid: [
      'Not for a form’s validation or failure: use Alert or the field’s error next to the input.',
      'Not for something the user must read or decide before going on: use a Dialog.',
    ],
  },
  'Feedback/EmptyState': {
    use: ['When a list or page has nothing in it yet: say why and offer the next step (“Browse channels”).'],
    avoid: [
      'Not for a failure to load: use ErrorState, so the user is not told there is nothing when there might be.',
      'Not while loading: use Skeleton placeholders.',
    ],
    alsoCovers: {
      ListStatus: {
        what: 'What a list shows instead of its items: loading skeletons, a failure with retry, or its empty state.',
        use: ['In a list component, to pick between placeholders, the error, the EmptyState and the rows with one rule.'],
        avoid: [
          'Not for a single item or a whole page: use Skeleton, ErrorState or EmptyState directly.',
          'Not to hide rows already shown during a refresh: it shows placeholders only on a first load.',
        ],
      },
    },
  },
  'Feedback/ErrorState': {
    use: ['When a region (the guide, a channel list) failed to load: what happened and a way to try again.'],
    avoid: [
      'Not for a failed action such as a form submission: use Alert beside the form.',
      'Not for an empty but successful result: use EmptyState.',
    ],
  },
  'Feedback/Skeleton': {
    use: [
      'While content loads whose shape is known (cards, rows, lines of text), so the page does not jump.',
      'With aria-busy on the loading region, since skeletons are hidden from screen readers.',
    ],
    avoid: [
      'Not for an action in flight (saving, paying): use Button’s `isLoading` or a Spinner.',
      'Not when the shape of what is coming is unknown: use a Spinner.',
    ],
  },
  'Feedback/Spinner': {
    use: ['For a wait of unknown shape or length: the player buffering, a dialog waiting for the bank.'],
    avoid: [
      'Not in place of placeholders for a list or page: use Skeleton.',
      'Not beside a button’s label: Button’s `isLoading` draws it and keeps the label for screen readers.',
    ],
  },

  // Overlays
  'Overlays/Dialog': {
    use: [
      'For a task or detail that needs the user’s full attention and returns to the page after: programme details, terms.',
    ],
    avoid: [
      'Not to confirm a single action: use ConfirmDialog.',
      'Not for content someone may want to link to or come back to: give it a page.',
      'Not for a passing message: use a Toast.',
    ],
  },
  'Overlays/ConfirmDialog': {
    use: ['Before an action that is hard to undo: remove a recording, cancel a subscription, sign out.'],
    avoid: [
      'Not for actions that are easy to undo: do it and offer undo in a Toast.',
      'Not for a task with its own fields: use Dialog.',
    ],
  },

  // Forms
  'Forms/TextField': {
    use: ['For a single line of typed input with a visible label: email, name, a one-time code.'],
    avoid: [
      'Not for passwords: use PasswordField (show/hide, length hint).',
      'Not for a search: use SearchField (clear button, debounced search).',
      'Not for a choice among known options: use Select or Checkbox.',
    ],
    alsoCovers: {
      Field: {
        what: 'The label, hint and error shared by the form fields, and the ids that tie them to the control (internal).',
        use: ['Inside a new form field component, so its label, hint, error and required marker match the others.'],
        avoid: ['Not in a feature or page: use TextField, TextArea, Select, PasswordField or Checkbox.'],
      },
    },
  },
  'Forms/TextArea': {
    use: ['For free text of several lines: a support message, a chat message; with a character count when there is a limit.'],
    avoid: ['Not for a single line: use TextField.'],
  },
  'Forms/PasswordField': {
    use: ['For every password input: log in, register, change or reset a password.'],
    avoid: ['Not for a one-time code or a card’s CVV: use TextField with the right input mode.'],
  },
  'Forms/Select': {
    use: ['For one choice out of a known list, especially a long one: country, timezone, support topic.'],
    avoid: [
      'Not for two or three options that should be seen at once: show them as buttons or a CategoryFilter.',
      'Not for a yes/no choice: use Checkbox.',
    ],
  },
  'Forms/Checkbox': {
    use: ['For an independent yes/no the user confirms: accept the terms, remember me, a consent.'],
    avoid: [
      'Not for a setting that applies at once without submitting: use a pressed IconButton or a Button.',
      'Not for one choice among several: use Select.',
    ],
  },
  'Forms/FormCard': {
    use: ['As the panel of a single-task page: log in, register, reset a password; heading, intro, the form and a footer.'],
    avoid: [
      'Not for a block of the settings page: use SettingsSection.',
      'Not inside a dialog: the dialog already has its title and frame.',
    ],
  },

  // Account and settings
  'Account/AccountMenu': {
    use: ['In the AppHeader only: “Log in” for visitors; for users, their account pages and “Log out”.'],
    avoid: ['Not for a menu of actions on an item: use Buttons in the item’s footer.'],
  },
  'Account/LoginForm': {
    use: ['On the login page, or wherever an action needs the user to log in first.'],
    avoid: ['Not for creating an account: use RegisterForm.'],
  },
  'Account/RegisterForm': {
    use: ['On the registration page: an email address and a password of at least 8 characters.'],
    avoid: ['Not to change a password or address of an existing account: use the settings forms.'],
  },
  'Account/PasswordResetForm': {
    use: ['For a forgotten password: asking for the reset mail, then setting a new password from the mailed link.'],
    avoid: ['Not for a logged-in user changing their password: use ChangePasswordForm, which asks for the current one.'],
  },
  'Settings/SettingsSection': {
    use: ['For each titled block of the settings page: profile, password, email, subscriptions, orders.'],
    avoid: ['Not for a single-task page: use FormCard.'],
  },
  'Settings/ProfileForm': {
    use: ['In the settings page: the user’s country and timezone, which the guide’s times follow.'],
    avoid: ['Not for the account’s email or password: they have their own sections.'],
  },
  'Settings/ChangePasswordForm': {
    use: ['In the settings page, for a logged-in user: the current password and a new one.'],
    avoid: ['Not for a forgotten password: use PasswordResetForm.'],
  },
  'Settings/EmailVerificationPanel': {
    use: ['In the settings page: whether the address is verified, and a button that mails the link again.'],
    avoid: ['Not as a blocking prompt before a feature: explain in an Alert where the feature is and link to settings.'],
  },
  'Settings/SubscriptionList': {
    use: ['In the settings page: the user’s subscriptions with their time left, and cancelling (confirmed first).'],
    avoid: ['Not to sell plans: use PlanPicker.'],
  },
  'Settings/OrderHistory': {
    use: ['In the settings page: the user’s past payments as a table (date, plan, amount, card).'],
    avoid: ['Not for the receipt just after paying: use OrderConfirmation.'],
  },
  'Support/SupportForm': {
    use: ['On the support page: write to support, with the technical data that goes with the message shown.'],
    avoid: ['Not for chat with other viewers: use ChatPanel.'],
  },

  // Commerce
  'Commerce/PlanCard': {
    use: ['For one subscription plan in a catalogue: price per period, what it includes, choosing it.'],
    avoid: [
      'Not for a plan the user already pays for in settings: use SubscriptionList.',
      'Not on its own for the catalogue: use PlanPicker, which lays the cards out and handles loading and errors.',
    ],
  },
  'Commerce/PlanPicker': {
    use: ['For the plan catalogue: a grid of PlanCards with its loading, error and empty states.'],
    avoid: ['Not for the summary of what is being bought at checkout: use CartSummary.'],
  },
  'Commerce/CartSummary': {
    use: ['At checkout beside the payment form: each plan with its period and price, and the total.'],
    avoid: ['Not after payment: use OrderConfirmation.'],
  },
  'Commerce/CardForm': {
    use: ['At checkout to pay by card; it keeps what was typed when a payment fails.'],
    avoid: ['Not for the bank’s 3-D Secure step: use ThreeDSChallenge.'],
  },
  'Commerce/ThreeDSChallenge': {
    use: ['When the card’s bank asks for 3-D Secure during a payment: its hint, a one-time code, confirm or cancel.'],
    avoid: ['Not for other one-time codes (sign-in, email): use a TextField in the page’s own form.'],
  },
  'Commerce/OrderConfirmation': {
    use: ['Right after a successful payment: what was bought, for how much, with which card.'],
    avoid: ['Not for the list of past payments: use OrderHistory.', 'Not before paying: use CartSummary.'],
  },

  // Watching
  'Watching/ChannelCard': {
    use: ['For one channel in a grid: logo, number, name (a link to watch it), now and next, premium, favourite.'],
    avoid: [
      'Not in long lists or on narrow screens: use ChannelList rows.',
      'Not on its own for a set of channels: use ChannelGrid, which windows long lists and handles loading.',
    ],
    alsoCovers: {
      ChannelLogo: {
        what: 'A channel’s logo on a neutral tile, or its initials when there is no logo or it fails to load.',
        use: ['Wherever a channel is shown with its name written next to it (cards, rows, the mini guide).'],
        avoid: ['Not without the channel’s name beside it: the logo is decorative and has empty alt text.'],
      },
    },
  },
  'Watching/ChannelGrid': {
    use: ['For browsing channels as cards on wide screens, with placeholders, an error with retry and an empty state.'],
    avoid: ['Not for scanning a long lineup quickly or on a phone: use ChannelList.', 'Not over the picture: use MiniGuide.'],
  },
  'Watching/ChannelList': {
    use: ['For channels as compact rows (number, logo, name, now and next): long lineups and narrow screens.'],
    avoid: ['Not while watching, over the picture: use MiniGuide, which zaps with the arrow keys.'],
  },
  'Watching/WatchScreen': {
    use: [
      'For the live-TV page around a player: the channel heading, favourite, zapping bar with the remote’s key help, the channel’s programmes and the chat.',
      'WatchOverlays inside the player for what shows over the picture (the number being typed, now and next, why nothing plays, the mini guide).',
    ],
    avoid: ['Not for a recording or a catch-up page without zapping: use Player alone.'],
  },
  'Watching/MiniGuide': {
    use: ['Over the playing picture: arrows move, Enter zaps, Escape closes.'],
    avoid: ['Not on a page of its own: use ChannelList or ChannelGrid.'],
  },
  'Watching/CategoryFilter': {
    use: ['For filtering channels by category: links when the URL holds the category, toggle buttons otherwise.'],
    avoid: [
      'Not for switching between panels of one view: use Tabs.',
      'Not for a long list of options: use Select.',
    ],
  },
  'Watching/SearchField': {
    use: ['For a search box that filters or searches as the user types (channels, programmes), with a clear button.'],
    avoid: ['Not for a form field that is not a search: use TextField.'],
  },
  'Watching/FavouriteButton': {
    use: ['For adding a channel to favourites or removing it, wherever a channel is shown.'],
    avoid: ['Not for other on/off actions: use IconButton with `isPressed` and its own label.'],
  },
  'Watching/NowNext': {
    use: ['For what a channel airs now (title, time span, progress) and what comes next, inside a card, row or header.'],
    avoid: ['Not for a channel’s full schedule: use ProgrammeList or GuideGrid.'],
  },
  'Watching/RecentlyWatched': {
    use: ['For a row of the channels watched last, most recent first, each a link back to it.'],
    avoid: ['Not for favourites or the full lineup: use ChannelGrid or ChannelList.'],
  },
  'Watching/Player': {
    use: ['For playing a channel, live or time-shifted: the picture, its controls and the live seek bar.'],
    avoid: ['Not for a preview or a thumbnail of a channel: use ChannelCard or ChannelLogo.'],
  },
  'Chat/ChatPanel': {
    use: ['Beside the player for the live chat: a log that follows the newest line, and a composer for logged-in users.'],
    avoid: ['Not for writing to support: use SupportForm.'],
  },

  // Guide
  'Guide/GuideGrid': {
    use: ['For the TV guide: channels by time, windowed both ways, with a now-line and grid keyboard navigation.'],
    avoid: [
      'Not for one channel’s day: use ProgrammeList, which reads better on narrow screens.',
      'Not for what is on right now only: use NowNext.',
    ],
  },
  'Console/LineupTable': {
    use: ['For the operator’s lineup: every channel (windowed, thousands stay smooth) with search and filters, selection across all shown rows, bulk actions and drag to reorder.'],
    avoid: ['Not for viewers browsing channels: use ChannelList or ChannelGrid.', 'Not for the schedule of the channels: use GuideGrid.'],
  },
  'Console/BulkEditDialog': {
    use: ['For a bulk edit of the selected lineup channels that needs input (rename, renumber, set group, set logo), with a preview of the first few.'],
    avoid: ['Not for bulk edits without input (premium, hide, show): LineupTable’s bulk bar does those at once.', 'Not for editing one channel’s details: use a form of its own.'],
  },
  'Guide/ProgrammeList': {
    use: ['For one channel’s programmes of a day: times, titles, what is on now, record buttons.'],
    avoid: ['Not for several channels at once: use GuideGrid.'],
  },
  'Guide/ProgrammeDetails': {
    use: ['When a programme is opened from the guide or a list: what, where and when; watch it and record it.'],
    avoid: ['Not for a recording the user has: use RecordingCard.'],
  },

  // Recordings
  'Recordings/RecordingCard': {
    use: ['For one recording: what, when, its state (scheduled, recording, recorded, failed) and remove.'],
    avoid: [
      'Not on its own for the user’s recordings: use RecordingList, which confirms removal and shows storage.',
      'Not for a programme not yet recorded: use ProgrammeDetails.',
    ],
  },
  'Recordings/RecordingList': {
    use: ['For the recordings page: the user’s recordings with the storage meter; removing asks first.'],
    avoid: ['Not for the guide’s record marks: ProgrammeList and GuideGrid show them.'],
  },
  'Recordings/RuleList': {
    use: ['For the recording rules tab: every rule in priority order with its coming and skipped airings; reorder by drag, keyboard or Move buttons; pause, edit, delete.'],
    avoid: ['Not for single recordings: RecordingList lists those (each names the rule that booked it).'],
  },
  'Recordings/RuleDialog': {
    use: ['For making or editing a recording rule (series, keyword, time slot) with a live preview of what it would record and skip, and why.'],
    avoid: ['Not for recording one programme: the Record button in ProgrammeDetails does that at once.'],
  },
  'Recordings/TrashList': {
    use: ['For deleted recordings that can still be restored, with when each goes for good.'],
    avoid: ['Not for cancelling a booking: a recording not yet finished is cancelled outright from RecordingList.'],
  },
  'Recordings/StorageMeter': {
    use: ['For how much of the recorder’s storage is used: a bar and “3.5 of 5 hours used”.'],
    avoid: ['Not for playback or download progress: use the player’s seek bar or a Spinner.'],
  },

  // Console (operators)
  'Console/SourceList': {
    use: ['For the operator’s lineup sources in priority order: each one’s address, limit and last import with its problems; add, refresh, edit, delete, switch off and move.'],
    avoid: ['Not for the channels the sources give: the lineup has its own table.'],
  },
  'Console/SourceDialog': {
    use: ['For adding or editing one lineup source (a playlist, a guide, an Xtream Codes account), checked before it is sent and the server’s refusals shown on their fields.'],
    avoid: ['Not for changing many channels at once: that is the lineup’s bulk edit.'],
  },
  'Console/AuditList': {
    use: ['For the console’s audit: every change newest first, who made it and when, with Undo where it can be undone.'],
    avoid: ['Not for a viewer’s own history (orders, recordings): those pages list them.'],
  },
  'Console/GuideMappingDialog': {
    use: ['For mapping one lineup channel to a guide (XMLTV) channel: the matcher’s suggestions with their scores and reasons, a search of every guide channel, the chosen one’s next programmes before it is used.'],
    avoid: ['Not for accepting many suggestions at once: use AutoMatchDialog.', 'Not for a channel’s other details (name, number, group, logo): the lineup’s bulk edit does those.'],
  },
  'Console/AutoMatchDialog': {
    use: ['For accepting the suggestions the matcher is confident in, for many unmapped channels at once, each one able to be unticked.'],
    avoid: ['Not for a doubtful match or a channel without a suggestion: map it on its own with GuideMappingDialog.'],
  },
  'Console/StreamHealth': {
    use: ['For one channel’s upstream streams in failover order: each one up or down, its last error, time to first segment, bitrate, viewers and failovers, the last 24 hours in small charts; reorder, switch off, probe now. StreamHealthDialog shows it in the console’s dialog.'],
    avoid: ['Not for the lineup’s sources (playlists, guides, accounts): use SourceList.', 'Not for viewers: a viewer never sees hosts or failovers.'],
  },
};
