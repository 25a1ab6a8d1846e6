export { Img, type ImgProps } from './Img';
export { ImageSourceProvider, useImageSource, type ImageSourceResolver } from './ImageSource';
