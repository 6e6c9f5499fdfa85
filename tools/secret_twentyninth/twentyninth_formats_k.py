"""Family: rodeo associations (draw software, livestream, entries, scoreboard, results)."""
# ruff: noqa: E501

from twentyninth_spec import prov, reg

F = "rodeo_roughstock_arena_events"

reg(
    F,
    "rodeo_draw_software_vbnet_connection_string",
    ("RodeoDraw/Module1.vb", "<<org>>/secretary/DrawDb.vb"),
    """Imports System.Data.SqlClient

Module DrawDb
    ' bareback / saddle bronc / bull riding draw
    Public Const ConnStr As String = "Data Source=<<host>>;Initial Catalog=RodeoDraw;User ID=secretary;Password=<<v>>"

    Public Function Open() As SqlConnection
        Dim cn As New SqlConnection(ConnStr)
        cn.Open()
        Return cn
    End Function
End Module
""",
    "pw_dq",
    "",
)

reg(
    F,
    "rodeo_livestream_restream_yaml_stream_keys",
    ("stream/restream.yml", "<<org>>/broadcast/outputs_<<n>>.yaml"),
    """event: "<<orgt>> Pro Rodeo <<year>>"
outputs:
  - name: youtube
    url: rtmp://a.rtmp.youtube.com/live2
    key: <<v>>
  - name: archive
    path: /srv/recordings/perf-<<n>>.flv
""",
    "p:ytkey",
)


def _sid(rng, c, v):
    return {"sid": prov(rng, "twilio_sid")}


reg(
    F,
    "rodeo_entry_office_java_twilio_init",
    ("entries/src/main/java/org/rodeo/Notify.java", "<<org>>/entries/Notify.java"),
    """package org.rodeo;

import com.twilio.Twilio;
import com.twilio.rest.api.v2010.account.Message;
import com.twilio.type.PhoneNumber;

public class Notify {
    public static final String ACCOUNT_SID = "<<sid>>";
    public static final String AUTH_TOKEN = "<<v>>";

    public static void drawPosted(String to, String event) {
        Twilio.init(ACCOUNT_SID, AUTH_TOKEN);
        Message.creator(new PhoneNumber(to), new PhoneNumber("+1555<<nn>>0<<n>>"),
            "Draw is posted for " + event).create();
    }
}
""",
    "p:twilio",
    "",
    extra=_sid,
)

reg(
    F,
    "rodeo_secretary_text_thread_label_next_line",
    ("texts/<<first>>_secretary_<<year>>.txt", "<<org>>/phone/texts_<<n>>.txt"),
    """<<first>>: hey can you send me the login for the entry system before callback opens
Rhonda: yep
Rhonda: username
Rhonda: secretary<<n>>
Rhonda: password
Rhonda: <<v>>
<<first>>: thanks darlin
""",
    "h",
)

reg(
    F,
    "rodeo_arena_scoreboard_controller_ini",
    ("Scoreboard/controller.ini", "<<org>>/arena/scoreboard_<<n>>.ini"),
    """[Display]
Model=RGB-<<n>>
Brightness=90

[Timer]
Source=Serial
Port=COM3

[Remote]
Enabled=1
Url=https://boards.<<dom>>/sync
Login=arena<<n>>
Password=<<v>>
""",
    "pw_ini",
)

reg(
    F,
    "rodeo_results_winscp_script_sftp_url",
    ("scripts/upload_results.txt", "<<org>>/results/winscp_<<n>>.txt"),
    """option batch abort
option confirm off
open sftp://results:<<v>>@<<host>>/ -hostkey="ssh-ed25519 255 <<hx>><<hx>>AbCd="
put C:\\Rodeo\\Results\\*.csv /incoming/
exit
""",
    "pw_url",
    "",
)

reg(
    F,
    "rodeo_stock_contractor_quickbooks_tokens_json",
    ("books/qb_tokens.json", "<<org>>/accounting/.qb_tokens.json"),
    """{
  "realm_id": "9130<<nn>><<nn>><<nn>>",
  "access_token_expires_in": 3600,
  "refresh_token": "<<v>>",
  "x_refresh_token_expires_in": 8726400,
  "environment": "production"
}
""",
    "p:quickbooks",
)

reg(
    F,
    "rodeo_announcer_notes_markdown",
    ("announcer/perf_<<n>>_notes.md", "<<org>>/notes/announcer_<<year>>.md"),
    """## Perf <<n>> - Saturday night

* Anthem: <<first2>> (local school choir)
* Sponsors to read: feed store, tractor dealer, the bank
* Bull riding last - <<nn>> riders
* Sound desk laptop: user `sound`, pw `<<v>>` (music in /Walkups)
* Rodeo clown bit after saddle bronc
""",
    "h",
)
