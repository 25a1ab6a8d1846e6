export { EmailText, type EmailTextProps } from './EmailText';
