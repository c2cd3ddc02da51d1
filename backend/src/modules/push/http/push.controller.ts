import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PushStatusView } from '@kedai/contracts';
import { CurrentUser, StaffOnly } from '../../../core/security/auth.decorators';
import { UserPrincipal } from '../../../core/security/principal';
import { Actor, type StaffActor } from '../../audit';
import { PushEndpointDto, PushPreferenceDto, PushSubscriptionDto } from '../dto/push.dto';
import { AgentPush } from '../services/agent-push.service';

/** A staff member's own push notifications: this browser's subscription and their on/off. */
@ApiTags('admin: push')
@ApiBearerAuth()
@StaffOnly()
@Controller('admin/push')
export class PushController {
  constructor(private readonly push: AgentPush) {}

  /** The VAPID public key to subscribe with, the caller's on/off and how many of their browsers are subscribed. */
  @Get()
  status(@CurrentUser() user: UserPrincipal): Promise<PushStatusView> {
    return this.push.status(user.userId);
  }

  /** This browser's PushSubscription.toJSON(): kept, and the caller's notifications turned on. */
  @Post('subscriptions')
  @HttpCode(200)
  subscribe(@Actor() actor: StaffActor, @Body() body: PushSubscriptionDto): Promise<PushStatusView> {
    return this.push.subscribe(actor, body);
  }

  /** This browser stops (its endpoint); only the caller's own subscription can be removed. */
  @Delete('subscriptions')
  unsubscribe(@Actor() actor: StaffActor, @Body() body: PushEndpointDto): Promise<PushStatusView> {
    return this.push.unsubscribe(actor, body);
  }

  @Put('preference')
  setEnabled(@Actor() actor: StaffActor, @Body() body: PushPreferenceDto): Promise<PushStatusView> {
    return this.push.setEnabled(actor, body.enabled);
  }
}
