/**
 * How a blog entry's sanitised HTML looks, on the entry page and in the editor alike (the
 * allow-list of lib/domain/blogs/blog-html.ts): readable measure, spaced blocks, underlined
 * links, images that fit a 360 px phone.
 */
export const BLOG_BODY_CLASSES =
  'space-y-4 break-words text-base leading-relaxed text-gray-800 dark:text-gray-200 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 dark:[&_code]:bg-gray-800 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_hr]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-gray-100 [&_pre]:p-3 dark:[&_pre]:bg-gray-800 [&_ul]:list-disc [&_ul]:pl-6';
