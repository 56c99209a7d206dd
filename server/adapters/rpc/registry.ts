import { AccountController } from './AccountController';
import type { Controller } from './define';
import { PetController } from './PetController';
import { SessionController } from './SessionController';
import { SiteAdminController } from './SiteAdminController';
import { Utils } from './Utils';
import { HealthProgramController } from './HealthProgramController';
import { ArticleController } from './ArticleController';
import { CustomerCenterController } from './CustomerCenterController';
import { SearchController } from './SearchController';
import { RecruitmentController } from './RecruitmentController';
import { StoreController } from './StoreController';
import { ComponentLogger } from './ComponentLogger';
import { FileUploadController } from './FileUploadController';
import { QnaController } from './QnaController';
import { S3ConfigUtil } from './S3ConfigUtil';
import { UserActivityController } from './UserActivityController';
import { ProductController } from './ProductController';
import { OnlineMallController } from './OnlineMallController';
import { ContentAdminController } from './ContentAdminController';

/** The explicit registry of server classes: /lwr/apex/v65.0/{ClassName}/{methodName}. */
export const controllers = {
  Utils,
  SessionController,
  SiteAdminController,
  AccountController,
  PetController,
  HealthProgramController,
  ArticleController,
  CustomerCenterController,
  SearchController,
  ProductController,
  StoreController,
  RecruitmentController,
  FileUploadController,
  S3ConfigUtil,
  UserActivityController,
  ComponentLogger,
  QnaController,
  OnlineMallController,
  ContentAdminController,
} as const satisfies Record<string, Controller>;

export type Controllers = typeof controllers;
