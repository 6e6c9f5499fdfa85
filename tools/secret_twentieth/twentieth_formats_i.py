"""Violin makers and luthiers: rental fleets, varnish cabinets, insurance, wood suppliers."""

from __future__ import annotations

from twentieth_spec import reg

F = "violin_luthier_workshop_rentals"

reg(
    F,
    "luthier_rental_fleet_php_define_api_key",
    "web/<<org>>_<<n>>/rental-config.php",
    r"""<?php
define('RENTAL_DB_HOST', '<<host>>');
define('RENTAL_SMS_API_KEY', '<<v>>');
define('RENTAL_LATE_FEE', 12.50);
""",
    "an32",
    "",
)

reg(
    F,
    "luthier_varnish_cabinet_json_wifi_password",
    "cabinet/<<org>>_uvbox_<<n>>.json",
    r"""{
  "name": "varnish-uv-cabinet-<<n>>",
  "uv_hours": 6,
  "wifi": {"ssid": "<<org>>-workshop", "psk": "<<v>>"},
  "mqtt": {"host": "<<ip>>", "topic": "shop/varnish"}
}
""",
    "pw_json",
)

reg(
    F,
    "luthier_instrument_insurance_swift_api_key",
    "ios/<<org>>Rentals/Insurance<<n>>.swift",
    r"""import Foundation

enum InsuranceAPI {
    static let baseURL = URL(string: "https://cover.<<dom>>/v2")!
    static let apiKey = "<<v>>"
}
""",
    "pre:ins_live_:32",
    "",
)

reg(
    F,
    "luthier_shop_sveltekit_env_stripe_secret",
    "shop/<<org>>-<<n>>/.env.production",
    r"""PUBLIC_SITE_URL=https://shop.<<dom>>
DATABASE_URL=file:./prod.db
STRIPE_SECRET_KEY=<<v>>
""",
    "pre:rk_live_:99",
    "",
)

reg(
    F,
    "luthier_tonewood_supplier_ruby_basic_auth",
    "lib/<<org>>_tonewood_<<n>>.rb",
    r"""require "net/http"

uri = URI("https://wood.<<dom>>/api/stock?species=spruce")
req = Net::HTTP::Get.new(uri)
req.basic_auth "<<user>>", "<<v>>"
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }
puts res.body
""",
    "pw_dq",
    "",
)

reg(
    F,
    "luthier_rental_reminders_csharp_sms_auth_token",
    "src/<<org>>.Rentals/SmsReminder<<n>>.cs",
    r"""using Twilio;
using Twilio.Rest.Api.V2010.Account;

public static class SmsReminder
{
    public static void Init()
    {
        TwilioClient.Init("AC<<hex8>><<hex8>><<hex8>><<hex8>>", "<<v>>");
    }
}
""",
    "hex32",
    "",
)

reg(
    F,
    "luthier_voice_memo_transcript_txt_alarm_code",
    "memos/<<org>>_memo_<<n>>.txt",
    r"""Voice memo <<date>> (transcribed)
okay so for tomorrow, the alarm on the back door, the code changed, it's <<v>>, the
cello with the open seam goes back to the school on Friday, and order more hide glue.
""",
    "human",
    "",
)
