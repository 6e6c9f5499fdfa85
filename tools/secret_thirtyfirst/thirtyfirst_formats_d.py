"""Family d: cutlers and mobile knife-grinding services."""
# ruff: noqa: E501

from thirtyfirst_spec import b64, reg

F = "cutler_knife_grinding_mobile_service"

reg(
    F,
    "cutler_booking_laravel_env_mail",
    ["booking/.env", "sites/<<org>>/.env"],
    """APP_NAME=EdgeBooking
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://book.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=bookings
DB_USERNAME=bookings
DB_PASSWORD=${DB_PASS_FROM_VAULT}

MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
MAIL_PORT=587
MAIL_USERNAME=<<email>>
MAIL_PASSWORD=<<cred>>
MAIL_FROM_NAME="${APP_NAME}"
""",
    "h:ini",
    extra=lambda r: {"appkey": b64(r, 32)},
)

reg(
    F,
    "cutler_cnc_grinder_rust_const",
    ["grinder-ctl/src/config.rs", "src/<<org>>_cloud.rs"],
    """//! Bevel profile uploads to the workshop dashboard.

pub const DASHBOARD_URL: &str = "https://dash.<<dom>>/api/v2";
pub const DEVICE_ID: &str = "grinder-<<n>>";
pub const DEVICE_KEY: &str = "<<cred>>";
pub const ANGLE_DEFAULT_DEG: f32 = 15.0;

pub fn auth_header() -> String {
    format!("Device {}:{}", DEVICE_ID, DEVICE_KEY)
}
""",
    "x:gdk_:32",
)

reg(
    F,
    "cutler_georgian_telegram_paroli",
    ["Telegram/ChatExport_<<year>>-<<mm>>-<<dd>>/messages.txt", "chats/tg_dana_<<n>>.txt"],
    """<<fname2>>, [<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>>]
გამარჯობა! ფურგონის ტერმინალი ისევ ითხოვს პაროლს

<<fname>>, [<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>>]
მომხმარებელი: <<user>>
პაროლი: <<cred>>

<<fname2>>, [<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>>]
მადლობა, ვმუშაობ. დღეს 23 დანა გავლესე
""",
    "h:any",
)

reg(
    F,
    "cutler_van_router_openwrt_uci_wireless",
    ["etc/config/wireless", "van<<n>>-router-backup/etc/config/wireless"],
    """config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/ahb/18100000.wmac'
	option channel '6'
	option band '2g'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<orgt>>-Van'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    "h:bare",
)

reg(
    F,
    "cutler_invoice_tool_csharp_network_credential",
    ["InvoiceTool/Mailer.cs", "src/<<orgt>>.Invoices/SmtpSender.cs"],
    """using System.Net;
using System.Net.Mail;

namespace EdgeInvoices;

public static class Mailer
{
    public static void Send(MailMessage msg)
    {
        using var client = new SmtpClient("smtp.<<dom>>", 587)
        {
            EnableSsl = true,
            Credentials = new NetworkCredential("<<email>>", "<<cred>>")
        };
        client.Send(msg);
    }
}
""",
    "pw:dq",
)

reg(
    F,
    "cutler_restaurant_clients_crontab_rsync_password",
    ["var/spool/cron/crontabs/<<user>>", "crontab-<<first>>.txt"],
    """# m h  dom mon dow   command
MAILTO=<<email>>
15 2 * * * RSYNC_PASSWORD='<<cred>>' rsync -az /srv/clients/ rsync://backup@<<ip>>/cutler >> /var/log/clients-sync.log 2>&1
0 7 * * 1 /usr/local/bin/route-plan --week >> /var/log/route.log 2>&1
""",
    "pw:sq",
)

reg(
    F,
    "cutler_square_pos_ruby_client_new",
    ["lib/square_sync.rb", "app/services/<<org>>_square.rb"],
    """require 'square'

module SquareSync
  CLIENT = Square::Client.new(
    access_token: '<<cred>>',
    environment: 'production'
  )

  def self.todays_payments
    CLIENT.payments.list_payments(begin_time: Date.today.to_time.iso8601).data
  end
end
""",
    "p:square",
)

reg(
    F,
    "cutler_voicemail_transcript_portal_login",
    ["voicemail/transcripts/vm_<<nn>>.txt", "Voicemail/<<year>>-<<mm>>-<<dd>>_<<hh>><<mi>>.txt"],
    """Voicemail from <<phone>>, <<dd>>/<<mm>>/<<year>> <<hh>>:<<mi>>, 0:48
Transcription (automatic, may contain errors):
"Hi it's <<fname2>> from the restaurant supply place, about your trade account on the portal.
I've reset it for you. The username is your email and the new password is <<cred>> ,
that's all one word. Give us a ring if it doesn't work. Bye."
""",
    "h:none",
)
