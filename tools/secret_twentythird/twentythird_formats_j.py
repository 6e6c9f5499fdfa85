"""Family: pigeon racing lofts and federations."""
# ruff: noqa: E501

import random

from twentythird_spec import alnum, reg

F = "pigeon_racing_loft_clocking"

reg(
    F,
    "pigeon_electronic_clock_ini_upload_password",
    ("clock/<<org>>/clock<<n>>.ini", "loft/eclock/settings_<<n>>.ini"),
    """[Clock]
Model=ETS-<<n3>>
Antennas=2
LoftNumber=<<n3>>-<<n>>

[Upload]
Server=results.<<dom>>
Member=<<user>>
Pwd=<<pw>>
""",
    "ini",
)

reg(
    F,
    "pigeon_race_results_vbnet_sqlconnection",
    ("RaceResults/<<org>>/Db.vb", "results/Module<<n>>.vb"),
    """Imports System.Data.SqlClient

Module Db
    Public Function Open() As SqlConnection
        Dim cn As New SqlConnection("Server=<<host>>;Database=races;User Id=<<user>>;Password=<<pw>>;")
        cn.Open()
        Return cn
    End Function
End Module
""",
    "dq",
    "",
)

reg(
    F,
    "pigeon_loft_camera_onvif_positional_python",
    ("loftcam/<<org>>/watch.py", "scripts/loft_cam<<n>>.py"),
    """from onvif import ONVIFCamera

cam = ONVIFCamera("<<ip>>", 80, "admin", "<<pw>>")
media = cam.create_media_service()
profiles = media.GetProfiles()
print(profiles[0].Name)
""",
    "dq",
)

reg(
    F,
    "pigeon_federation_forum_bbcode_code_block",
    ("forum/<<org>>/post_<<n3>>.bbcode", "posts/federation-<<n>>.txt"),
    """[quote="<<first>>"]Can't get the clock to upload after the update[/quote]

Same here. Use the federation test loft login until they fix it:
[code]
member: <<user>>
pw: <<pw>>
[/code]
[b]Don't[/b] change anything in the race settings with it!
""",
    "human",
    "",
)

reg(
    F,
    "pigeon_basket_transport_traccar_xml_entry",
    ("traccar/<<org>>/conf/traccar.xml", "transport/traccar<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<host>>:3306/traccar</entry>
    <entry key='database.user'><<user>></entry>
    <entry key='database.password'><<pw>></entry>
</properties>
""",
    "xml",
)

reg(
    F,
    "pigeon_fancier_romanian_sms_parola",
    ("sms/<<org>>/columbofili_<<n>>.txt", "phone/sms-<<date>>-<<n>>.txt"),
    """<<date>> <<time>> De la: <<first>>
Salut, pentru site-ul federației: utilizator <<user>>, parola <<pw>> . Încarcă rezultatele de la concursul de duminică până joi.
""",
    "human",
    "",
)

reg(
    F,
    "pigeon_ring_registry_dlang_enum_api_key",
    ("ringreg/source/<<org>>/config.d", "registry/source/api<<n>>.d"),
    """module config;

enum registryUrl = "https://rings.<<dom>>/api";
enum apiKey = "<<pw>>";
enum pageSize = 200;
""",
    "key32",
    "",
)


def _owm(r: random.Random) -> str:
    return alnum(r, 32, "0123456789abcdef")


reg(
    F,
    "pigeon_release_weather_ansible_group_vars",
    ("ansible/<<org>>/group_vars/lofts.yml", "infra/group_vars/release<<n>>.yml"),
    """---
release_weather_city: Liege
release_weather_api: https://api.openweathermap.org/data/2.5
release_weather_appid: "<<pw>>"
loft_clock_sync: true
""",
    _owm,
)
