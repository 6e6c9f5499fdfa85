"""Family k: florists: wire-order relay, delivery drivers, cold room, wedding enquiries."""
# ruff: noqa: E501

from twentysixth_spec import DIGITS, UPPER, Fam, alnum

F = Fam("florist_wire_order_flower_shop")

F.add(
    "florist_wire_service_relay_xml_config",
    ("WireRelay/relay.config.xml", "ProgramData/<<orgt>>/WireOrders/relay.xml"),
    "pw_xml",
    """<?xml version="1.0" encoding="utf-8"?>
<relay>
  <member code="<<n>>-<<n2>>" name="<<orgt>>"/>
  <clearinghouse url="https://wire.<<dom>>/orders/v3">
    <Username><<orgu>></Username>
    <Password><<cred>></Password>
  </clearinghouse>
  <printer name="Order slips" copies="2"/>
</relay>
""",
)

F.add(
    "florist_delivery_onfleet_curl_user_key",
    ("delivery/today.sh", "scripts/<<org>>-drivers.sh"),
    "hex:32",
    """#!/usr/bin/env bash
# list today's delivery tasks for the drivers' board
curl -s -u "<<cred>>:" "https://onfleet.com/api/v2/tasks/all?from=$(date -d today +%s)000" \\
  | jq '.tasks[] | {recipient: .recipients[0].name, address: .destination.address.street}'
""",
)

F.add(
    "florist_webshop_magento_env_php",
    ("app/etc/env.php", "var/www/<<org>>/app/etc/env.php"),
    "pw_sq",
    """<?php
return [
    'backend' => ['frontName' => 'admin_<<hex8>>'],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => 'localhost',
                'dbname' => 'magento_flowers',
                'username' => 'magento',
                'password' => '<<cred>>',
                'active' => '1',
            ],
        ],
    ],
    'MAGE_MODE' => 'production',
];
""",
)

F.add(
    "florist_owner_brazilian_whatsapp_senha",
    ("WhatsApp/Conversa do WhatsApp com <<first>>.txt", "backup/floricultura-<<n>>.txt"),
    "h:Orquidea,Girassol,Rosas,Flores,Lirio",
    """<<dmy>> <<time>> - <<first2>>: <<first>>, qual a senha do site das encomendas? preciso ver os buquês de sábado
<<dmy>> <<time>> - <<first>>: usuario: floricultura
<<dmy>> <<time>> - <<first>>: senha: <<cred>>
<<dmy>> <<time>> - <<first2>>: obrigada!! 🌻
""",
)

F.add(
    "florist_cold_room_ttn_lorawan_yaml",
    ("sensors/ttn-bridge.yaml", "<<org>>/coldroom/ttn.yaml"),
    lambda r: f"NNSXS.{alnum(r, 39, UPPER + DIGITS)}.{alnum(r, 52, UPPER + DIGITS)}",
    """# cold room (stems at 4C) LoRaWAN sensors via The Things Stack
ttn:
  region: eu1
  application_id: <<org>>-coldroom
  api_key: <<cred>>
alerts:
  max_temp_c: 7
  notify: [<<email>>]
""",
)

F.add(
    "florist_weddings_email_shop_login_lines",
    ("mail/weddings/<<date>>-login.eml", "Apple Mail/<<org>>/Wedding planner access.eml"),
    "human",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: wedding planner tool access
Date: Sat, 7 Mar 2026 09:<<n2>>:10 +0000

Hi <<first2>>, so you can add the table centrepieces for the <<last2>> wedding yourself:

login: <<user>>
pw: <<cred>>

The peonies are confirmed for June. Speak Monday!
""",
    syntax="",
)

F.add(
    "florist_order_printer_star_cloudprnt_ini",
    ("cloudprnt/printer.ini", "ProgramData/StarCloudPRNT/<<org>>.ini"),
    "pw_ini",
    """[Server]
URL=https://orders.<<dom>>/cloudprnt
PollInterval=5

[Auth]
Username=printer<<n2>>
Password=<<cred>>

[Job]
MediaTypes=text/vnd.star.markup
""",
)

F.add(
    "florist_sms_notify_twilio_csharp_init",
    ("src/Notify/Sms.cs", "<<orgt>>.Orders/Notify.cs"),
    "p:twilio",
    """using Twilio;
using Twilio.Rest.Api.V2010.Account;

public static class Sms
{
    public static void DeliveryDone(string to, string recipient)
    {
        TwilioClient.Init("AC<<hex8>><<hex8>><<hex8>><<hex8>>", "<<cred>>");
        MessageResource.Create(
            body: $"Your flowers for {recipient} have been delivered. - <<orgt>>",
            from: new Twilio.Types.PhoneNumber("+44<<id>><<n>>"),
            to: new Twilio.Types.PhoneNumber(to));
    }
}
""",
)
