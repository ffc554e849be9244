import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '../../../config/paths';

export type InfoPageContent = {
  path: string;
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: { heading: MessageDescriptor; text: MessageDescriptor }[];
};

/** Footer pages. Short, honest placeholders until the full documents are written. */
export const infoPages: InfoPageContent[] = [
  {
    path: paths.privacy,
    title: msg`Privacy Policy`,
    intro: msg`Circles is built for real people, and real people deserve control over their information.`,
    sections: [
      {
        heading: msg`What we collect`,
        text: msg`Only what you give us to run your account and your circles: your email, your profile and what you choose to share.`,
      },
      {
        heading: msg`Who sees it`,
        text: msg`You decide who sees your profile and posts. Private circles stay private to their members.`,
      },
      {
        heading: msg`Questions`,
        text: msg`The full policy will be published before launch. Until then, reach us through the Contact page.`,
      },
    ],
  },
  {
    path: paths.terms,
    title: msg`Terms of Service`,
    intro: msg`The ground rules for using Circles, written to be read.`,
    sections: [
      {
        heading: msg`Be real`,
        text: msg`One person, one account. Impersonation and fake accounts are not allowed.`,
      },
      {
        heading: msg`Be kind`,
        text: msg`Respect the people in your circles. Harassment and abuse are not tolerated.`,
      },
      {
        heading: msg`Your content`,
        text: msg`What you post stays yours. The complete terms will be published before launch.`,
      },
    ],
  },
  {
    path: paths.help,
    title: msg`Help Center`,
    intro: msg`Answers to the questions we hear most.`,
    sections: [
      {
        heading: msg`How do I join?`,
        text: msg`Circles is invite-only for now. Join the waitlist on the home page and we will email you when it is your turn.`,
      },
      {
        heading: msg`What is identity verification?`,
        text: msg`Verified Identity members confirm they are real people and get a verified badge on their profile.`,
      },
      {
        heading: msg`Still stuck?`,
        text: msg`Get in touch through the Contact page and we will help.`,
      },
    ],
  },
  {
    path: paths.contact,
    title: msg`Contact`,
    intro: msg`We would love to hear from you.`,
    sections: [
      {
        heading: msg`Support`,
        text: msg`Questions about your account or the waitlist: write to support@circles.local.`,
      },
      { heading: msg`Press and partnerships`, text: msg`Write to hello@circles.local.` },
    ],
  },
  {
    path: paths.careers,
    title: msg`Careers`,
    intro: msg`Help us build a social network for real people.`,
    sections: [
      {
        heading: msg`Open roles`,
        text: msg`There are no open roles right now. Check back soon, or write to hello@circles.local to introduce yourself.`,
      },
    ],
  },
  {
    path: paths.blog,
    title: msg`Blog`,
    intro: msg`News and stories from the Circles team.`,
    sections: [
      {
        heading: msg`Coming soon`,
        text: msg`Our first posts are on the way. Join the waitlist to hear when we launch.`,
      },
    ],
  },
];
