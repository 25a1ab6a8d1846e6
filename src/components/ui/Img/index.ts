export { Img, type ImgProps } from './Img';
export { ImageSourceProvider, illustrationUrl, useImageSource, type ImageSourceResolver } from './ImageSource';
