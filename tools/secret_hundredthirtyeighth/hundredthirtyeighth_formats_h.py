# ruff: noqa: E501
"""Family h: an indoor water park in the United Arab Emirates."""

from __future__ import annotations

import json

from hundredthirtyeighth_spec import ARABIC_AE as F
from hundredthirtyeighth_spec import after, enc_b64, un_b64

F.reg(
    "k8s_cabana_secret_data_base64",
    ("k8s/<<org>>/cabana-booking-secret.yaml", "deploy/prod/secrets/cabana-db-<<nn>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: cabana-booking-db
  namespace: <<org>>-prod
  labels:
    app: cabana-booking
type: Opaque
data:
  DB_HOST: <<enc_host>>
  DB_USER: <<enc_user>>
  DB_PASSWORD: <<enc>>
""",
    cred="pw",
    extra=lambda r, s: {
        "enc": enc_b64(str(s["cred"])),
        "enc_host": enc_b64(f"mysql-cabana.{s['org']}-prod.svc.cluster.local"),
        "enc_user": enc_b64("cabana_app"),
    },
    decode=after(r"DB_PASSWORD: (\S+)", un_b64),
)

F.reg(
    "telr_hosted_payment_php",
    ("booking/payment/telr.php", "site-<<org>>/includes/telr_checkout.php"),
    """<?php
// Day pass & cabana checkout via Telr hosted payment page
function telr_create_order($bookingRef, $total) {
    $params = array(
        'ivp_method'  => 'create',
        'ivp_store'   => '<<store>>',
        'ivp_authkey' => '<<cred>>',
        'ivp_cart'    => $bookingRef,
        'ivp_test'    => '0',
        'ivp_amount'  => number_format($total, 2, '.', ''),
        'ivp_currency'=> 'AED',
        'ivp_desc'    => 'Day pass - <<org_cap>> Waterpark',
        'return_auth' => 'https://<<dom>>/payment/success',
        'return_can'  => 'https://<<dom>>/payment/cancelled',
        'return_decl' => 'https://<<dom>>/payment/declined',
    );
    $ch = curl_init('https://secure.telr.com/gateway/order.json');
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query($params));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $res = json_decode(curl_exec($ch), true);
    curl_close($ch);
    return $res['order']['url'] ?? null;
}
""",
    cred="p:telr",
    syntax="",
    extra=lambda r, s: {"store": r.randint(20000, 29999)},
)

F.reg(
    "paytabs_server_key_node_config",
    ("api/config/paytabs.js", "<<org>>-tickets/src/config/payments.js"),
    """// PayTabs (UAE) – online tickets, annual passes and birthday packages
module.exports = {
  profileId: <<profile>>,
  serverKey: '<<cred>>',
  region: 'ARE',
  currency: 'AED',
  callbackUrl: 'https://api.<<dom>>/payments/paytabs/callback',
  returnUrl: 'https://<<dom>>/booking/complete',
};
""",
    cred="p:paytabs",
    syntax="",
    extra=lambda r, s: {"profile": r.randint(80000, 149999)},
)

F.reg(
    "arabic_whatsapp_kalimat_alsir_wifi",
    ("WhatsApp Chat - <<name2>>/_chat.txt", "exports/whatsapp/staff_<<org>>_<<yy>><<mm>>.txt"),
    """[<<dd>>/<<mm>>/<<yy>>، <<time>>:<<sec>>] <<name>>: السلام عليكم، شباب الواي فاي حق الموظفين تغير؟
[<<dd>>/<<mm>>/<<yy>>، <<time2>>:<<sec>>] <<name2>>: وعليكم السلام، ايه غيرناه أمس بعد الصيانة
[<<dd>>/<<mm>>/<<yy>>، <<time2>>:<<sec>>] <<name2>>: الشبكة: <<org_up>>-STAFF
[<<dd>>/<<mm>>/<<yy>>، <<time2>>:<<sec>>] <<name2>>: كلمة السر: <<cred>>
[<<dd>>/<<mm>>/<<yy>>، <<time3>>:<<sec>>] <<name>>: مشكور يا الغالي 🙏
[<<dd>>/<<mm>>/<<yy>>، <<time4>>:<<sec>>] <<name2>>: لا تعطيها للزوار لو سمحت
""",
    cred="human",
    syntax="",
)

F.reg(
    "ngenius_outlet_api_key_yaml",
    ("booking-service/config/payments.yaml", "helm/<<org>>/values-prod.yaml"),
    """payments:
  provider: network-international
  n_genius:
    environment: live
    api_url: https://api-gateway.ngenius-payments.com
    identity_url: https://api-gateway.ngenius-payments.com/identity/auth/access-token
    api_key: "<<cred>>"
    outlet_reference: <<uuid>>
    currency: AED
  redirect_url: https://<<dom>>/checkout/complete
""",
    cred="p:ngenius",
)


def _appsettings(s):
    doc = {
        "Logging": {"LogLevel": {"Default": "Information", "Microsoft.AspNetCore": "Warning"}},
        "AllowedHosts": "*",
        "ConnectionStrings": {
            "LockerDb": f"Server={s['ip']},1433;Database=LockerSystem;User Id=locker_app;Password={s['cred']};TrustServerCertificate=True"
        },
        "Wristbands": {"Reader": "RFID-USB", "SiteCode": s["org_up"], "CreditCurrency": "AED"},
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "lockers_wristband_appsettings_json",
    ("LockerService/appsettings.Production.json", "services/<<org>>/lockers/appsettings.json"),
    _appsettings,
    cred="pw_json",
)

F.reg(
    "email_fortigate_vpn_contractor",
    ("mail/<<date>> VPN access slide maintenance.eml", "Inbox/<<user>>/<<num>>.eml"),
    """From: <<fcap>> <<lcap>> <<<email>>>
To: service@slidetech-contracting.ae
Subject: VPN access for the slide control system / الوصول عبر VPN
Date: <<dd>> Oct <<year>> <<time>>:<<sec>> +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

السلام عليكم،

Dear team,

As requested, please find below the FortiClient VPN details for remote
access to the slide control PLCs during the winter shutdown:

Gateway: vpn.<<dom>>:10443
Username: slidetech.ext
Password: <<cred>>

Access is limited to the PLC VLAN and will be disabled on <<dd>>/12/<<year>>.

Best regards,
<<fcap>> <<lcap>>
IT & Engineering – <<org_cap>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "slide_photo_kiosk_netrc",
    ("home/kiosk/.netrc", "kiosk-backup/<<nn>>/home/photos/.netrc"),
    """machine ftp.<<dom>>
  login ridephotos
  password <<cred>>
machine <<ip>>
  login kiosk
  password <<cred>>
""",
    cred="pw_bare",
    syntax="",
)
