export { Img, type ImgProps } from './Img';
export {
  ImageSourceProvider,
  illustrationUrl,
  isIllustrationUrl,
  useImageSource,
  type ImageSourceResolver,
} from './ImageSource';
