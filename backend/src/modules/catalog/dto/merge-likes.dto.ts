import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { MAX_MERGED_LIKES } from '../catalog.constants';

const LIST_MESSAGE = `productIds must be a list of at most ${MAX_MERGED_LIKES} product ids`;

export class MergeLikesDto {
  @ApiProperty({
    type: [String],
    maxItems: MAX_MERGED_LIKES,
    description: "A guest's favourites; unknown ids are ignored",
  })
  @IsArray({ message: LIST_MESSAGE })
  @ArrayMaxSize(MAX_MERGED_LIKES, { message: LIST_MESSAGE })
  @IsString({ each: true, message: 'each product id must be text' })
  @MaxLength(100, { each: true, message: 'each product id must be at most 100 characters' })
  productIds!: string[];
}
