import { paths } from '../../../config/paths';

export type InfoPageContent = {
  path: string;
  title: string;
  intro: string;
  sections: { heading: string; text: string }[];
};

/** Footer pages. Short, honest placeholders until the full documents are written. */
export const infoPages: InfoPageContent[] = [
  {
    path: paths.privacy,
    title: 'Privacy Policy',
    intro: 'Circles is built for real people, and real people deserve control over their information.',
    sections: [
      {
        heading: 'What we collect',
        text: 'Only what you give us to run your account and your circles: your email, your profile and what you choose to share.',
      },
      {
        heading: 'Who sees it',
        text: 'You decide who sees your profile and posts. Private circles stay private to their members.',
      },
      {
        heading: 'Questions',
        text: 'The full policy will be published before launch. Until then, reach us through the Contact page.',
      },
    ],
  },
  {
    path: paths.terms,
    title: 'Terms of Service',
    intro: 'The ground rules for using Circles, written to be read.',
    sections: [
      {
        heading: 'Be real',
        text: 'One person, one account. Impersonation and fake accounts are not allowed.',
      },
      {
        heading: 'Be kind',
        text: 'Respect the people in your circles. Harassment and abuse are not tolerated.',
      },
      {
        heading: 'Your content',
        text: 'What you post stays yours. The complete terms will be published before launch.',
      },
    ],
  },
  {
    path: paths.help,
    title: 'Help Center',
    intro: 'Answers to the questions we hear most.',
    sections: [
      {
        heading: 'How do I join?',
        text: 'Circles is invite-only for now. Join the waitlist on the home page and we will email you when it is your turn.',
      },
      {
        heading: 'What is identity verification?',
        text: 'Verified Identity members confirm they are real people and get a verified badge on their profile.',
      },
      {
        heading: 'Still stuck?',
        text: 'Get in touch through the Contact page and we will help.',
      },
    ],
  },
  {
    path: paths.contact,
    title: 'Contact',
    intro: 'We would love to hear from you.',
    sections: [
      {
        heading: 'Support',
        text: 'Questions about your account or the waitlist: write to support@circles.local.',
      },
      { heading: 'Press and partnerships', text: 'Write to hello@circles.local.' },
    ],
  },
  {
    path: paths.careers,
    title: 'Careers',
    intro: 'Help us build a social network for real people.',
    sections: [
      {
        heading: 'Open roles',
        text: 'There are no open roles right now. Check back soon, or write to hello@circles.local to introduce yourself.',
      },
    ],
  },
  {
    path: paths.blog,
    title: 'Blog',
    intro: 'News and stories from the Circles team.',
    sections: [
      {
        heading: 'Coming soon',
        text: 'Our first posts are on the way. Join the waitlist to hear when we launch.',
      },
    ],
  },
];
